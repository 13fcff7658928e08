import { CALL_CENTRE_EN, CALL_CENTRE_TH } from './call-centre';
import type { TTemplateWordings } from './template-types';

export const CASE_TEMPLATES: TTemplateWordings<'CASE_UPDATED' | 'CASE_OVERDUE' | 'IMPOSSIBLE_JOURNEY'> = {
  CASE_UPDATED: {
    TH: {
      subject: 'เรื่องเลขที่ {caseNo} - M-Flow',
      paragraphs: [
        'เรียน {name}',
        'เรื่องเลขที่ {caseNo} ของท่าน: {update}',
        'ท่านติดตามรายละเอียดและตอบกลับได้ที่เว็บไซต์ M-Flow ด้วยเลขที่เรื่องนี้',
        `หากมีข้อสงสัย กรุณาติดต่อ${CALL_CENTRE_TH}`,
      ],
    },
    EN: {
      subject: 'Your case {caseNo} - M-Flow',
      paragraphs: [
        'Dear {name},',
        'Your case {caseNo}: {update}',
        'You can follow it and reply on the M-Flow website with this case number.',
        `Questions? Call ${CALL_CENTRE_EN}.`,
      ],
    },
  },
  CASE_OVERDUE: {
    TH: {
      subject: 'เรื่อง {caseNo} เกินกำหนดพิจารณา - M-Flow',
      paragraphs: ['เรื่องเลขที่ {caseNo} ยังไม่ได้รับการพิจารณาภายในวันที่ {deadlineDate} ซึ่งเป็นวันครบกำหนด กรุณามอบหมายหรือพิจารณาโดยเร็ว'],
    },
    EN: {
      subject: 'Case {caseNo} is past its deadline - M-Flow',
      paragraphs: ['Case {caseNo} was not decided by its deadline, {deadlineDate}. Please assign or decide it.'],
    },
  },
  IMPOSSIBLE_JOURNEY: {
    TH: {
      subject: 'รถทะเบียน {plate} ถูกบันทึกผ่านด่านในเวลาที่เป็นไปไม่ได้ - M-Flow',
      paragraphs: [
        'เรียน {name}',
        'รถทะเบียน {plate} ของคุณถูกบันทึกที่ {fromPlace} เวลา {fromTime} และที่ {toPlace} เวลา {toTime} ห่างกัน {minutes} นาที และ {km} กม. ซึ่งไม่มีรถคันใดเดินทางได้ทัน ป้ายทะเบียนของคุณอาจถูกปลอมแปลง',
        'หากรายการใดไม่ใช่ของคุณ คุณสามารถยื่นคำร้องโต้แย้งได้ที่ลิงก์ด้านล่าง (เข้าสู่ระบบก่อน)',
        '{link}',
        `หากมีข้อสงสัย กรุณาติดต่อ${CALL_CENTRE_TH}`,
      ],
    },
    EN: {
      subject: 'Your plate {plate} was read on a journey no car could make - M-Flow',
      paragraphs: [
        'Dear {name},',
        'Your plate {plate} was read at {fromPlace} at {fromTime} and at {toPlace} at {toTime}, {minutes} minutes and {km} km apart: no car could make that journey, so your plate may have been copied.',
        'If a passage is not yours, you can dispute it at the link below (sign in first).',
        '{link}',
        `Questions? Call ${CALL_CENTRE_EN}.`,
      ],
    },
  },
};
