import { CALL_CENTRE_EN, CALL_CENTRE_TH } from './call-centre';
import type { TTemplateWordings } from './template-types';

export const VEHICLE_TEMPLATES: TTemplateWordings<
  'VEHICLE_APPROVED' | 'VEHICLE_REJECTED' | 'VEHICLE_CHANGE_APPROVED' | 'VEHICLE_CHANGE_REJECTED'
> = {
  VEHICLE_APPROVED: {
    TH: {
      subject: 'รถทะเบียน {plate} ได้รับการอนุมัติแล้ว - M-Flow',
      paragraphs: ['เรียน {name}', 'รถทะเบียน {plate} ได้รับการอนุมัติและพร้อมใช้บริการ M-Flow แล้ว ค่าผ่านทางของรถคันนี้จะเรียกเก็บจากบัญชีสมาชิกของคุณ'],
    },
    EN: {
      subject: 'Your vehicle {plate} is approved - M-Flow',
      paragraphs: ['Dear {name},', 'Your vehicle {plate} has been approved for M-Flow. Its tolls are now billed to your member account.'],
    },
  },
  VEHICLE_REJECTED: {
    TH: {
      subject: 'รถทะเบียน {plate} ไม่ผ่านการอนุมัติ - M-Flow',
      paragraphs: [
        'เรียน {name}',
        'ขออภัย รถทะเบียน {plate} ไม่ผ่านการอนุมัติ เนื่องจาก {reason}',
        'กรุณาแก้ไขข้อมูลและส่งใหม่ได้ที่ลิงก์ด้านล่าง (เข้าสู่ระบบก่อน)',
        '{link}',
        `หากมีข้อสงสัย กรุณาติดต่อ${CALL_CENTRE_TH}`,
      ],
    },
    EN: {
      subject: 'Your vehicle {plate} was not approved - M-Flow',
      paragraphs: [
        'Dear {name},',
        'We are sorry, your vehicle {plate} was not approved. Reason: {reason}',
        'Please correct the details and resubmit them at the link below (sign in first).',
        '{link}',
        `If you have questions, please call ${CALL_CENTRE_EN}.`,
      ],
    },
  },
  VEHICLE_CHANGE_APPROVED: {
    TH: {
      subject: 'การแก้ไขข้อมูลรถทะเบียน {plate} ได้รับการอนุมัติแล้ว - M-Flow',
      paragraphs: ['เรียน {name}', 'การแก้ไขข้อมูลรถทะเบียน {plate} ได้รับการอนุมัติและมีผลแล้ว'],
    },
    EN: {
      subject: 'The change of your vehicle {plate} is approved - M-Flow',
      paragraphs: ['Dear {name},', 'The change you made to your vehicle {plate} has been approved and now applies.'],
    },
  },
  VEHICLE_CHANGE_REJECTED: {
    TH: {
      subject: 'การแก้ไขข้อมูลรถทะเบียน {plate} ไม่ผ่านการอนุมัติ - M-Flow',
      paragraphs: [
        'เรียน {name}',
        'ขออภัย การแก้ไขข้อมูลรถทะเบียน {plate} ไม่ผ่านการอนุมัติ เนื่องจาก {reason}',
        'รถของคุณยังใช้งานได้ตามข้อมูลเดิม คุณสามารถแก้ไขข้อมูลและส่งใหม่ได้ในเมนูรถของฉัน',
      ],
    },
    EN: {
      subject: 'The change of your vehicle {plate} was not approved - M-Flow',
      paragraphs: [
        'Dear {name},',
        'We are sorry, the change you made to your vehicle {plate} was not approved. Reason: {reason}',
        'Your vehicle stays active with its earlier details. You can edit it again in your vehicle list.',
      ],
    },
  },
};
