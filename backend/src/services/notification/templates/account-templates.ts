import { CALL_CENTRE_EN, CALL_CENTRE_TH } from './call-centre';
import type { TTemplateWordings } from './template-types';

export const ACCOUNT_TEMPLATES: TTemplateWordings<
  | 'OTP_SMS'
  | 'OTP_EMAIL'
  | 'EMAIL_ACTIVATION'
  | 'REGISTRATION_APPROVED'
  | 'REGISTRATION_REJECTED'
  | 'PASSWORD_RESET'
  | 'PASSWORD_RESET_NO_ACCOUNT'
  | 'ACCOUNT_CLOSED'
> = {
  OTP_SMS: {
    TH: { paragraphs: ['รหัส OTP ของคุณคือ {code} (รหัสอ้างอิง {reference}) ใช้ได้ภายใน {minutes} นาที ห้ามบอกรหัสนี้แก่ผู้อื่น - M-Flow'] },
    EN: { paragraphs: ['Your M-Flow OTP is {code} (ref. {reference}), valid for {minutes} minutes. Never share this code with anyone.'] },
  },
  OTP_EMAIL: {
    TH: {
      subject: 'รหัส OTP สำหรับ M-Flow (รหัสอ้างอิง {reference})',
      paragraphs: [
        'เรียนผู้ใช้บริการ M-Flow',
        'รหัส OTP ของคุณคือ {code} (รหัสอ้างอิง {reference}) ใช้ได้ภายใน {minutes} นาที',
        'หากคุณไม่ได้ทำรายการนี้ กรุณาเพิกเฉยต่ออีเมลฉบับนี้ และห้ามบอกรหัสนี้แก่ผู้อื่น',
      ],
    },
    EN: {
      subject: 'Your M-Flow verification code (ref. {reference})',
      paragraphs: [
        'Hello,',
        'Your M-Flow verification code is {code} (ref. {reference}). It is valid for {minutes} minutes.',
        'If you did not ask for this code, you can ignore this e-mail. Never share the code with anyone.',
      ],
    },
  },
  EMAIL_ACTIVATION: {
    TH: {
      subject: 'ยืนยันอีเมลของคุณสำหรับ M-Flow',
      paragraphs: [
        'เรียน {name}',
        'ขอบคุณที่สมัครสมาชิก M-Flow กรุณายืนยันอีเมลของคุณโดยคลิกลิงก์ด้านล่างภายใน {days} วัน',
        '{link}',
        'หากคุณไม่ได้สมัครสมาชิก กรุณาเพิกเฉยต่ออีเมลฉบับนี้',
      ],
    },
    EN: {
      subject: 'Confirm your e-mail address for M-Flow',
      paragraphs: [
        'Dear {name},',
        'Thank you for registering with M-Flow. Please confirm your e-mail address by opening the link below within {days} days.',
        '{link}',
        'If you did not register, you can ignore this e-mail.',
      ],
    },
  },
  REGISTRATION_APPROVED: {
    TH: {
      subject: 'การสมัครสมาชิก M-Flow ของคุณได้รับการอนุมัติแล้ว',
      paragraphs: ['เรียน {name}', 'การสมัครสมาชิก M-Flow ของคุณได้รับการอนุมัติแล้ว คุณสามารถเข้าสู่ระบบเพื่อจัดการรถและช่องทางการชำระเงินได้ทันที'],
    },
    EN: {
      subject: 'Your M-Flow registration is approved',
      paragraphs: [
        'Dear {name},',
        'Your M-Flow registration has been approved. You can now sign in to manage your vehicles and payment methods.',
      ],
    },
  },
  REGISTRATION_REJECTED: {
    TH: {
      subject: 'ผลการสมัครสมาชิก M-Flow',
      paragraphs: [
        'เรียน {name}',
        'ขออภัย การสมัครสมาชิก M-Flow ของคุณไม่ได้รับการอนุมัติ เนื่องจาก {reason}',
        `คุณสามารถแก้ไขข้อมูลแล้วสมัครใหม่ได้ หรือติดต่อ${CALL_CENTRE_TH}`,
      ],
    },
    EN: {
      subject: 'Your M-Flow registration',
      paragraphs: [
        'Dear {name},',
        'We are sorry, your M-Flow registration was not approved. Reason: {reason}',
        `You can correct your details and register again, or call ${CALL_CENTRE_EN}.`,
      ],
    },
  },
  PASSWORD_RESET: {
    TH: {
      subject: 'ตั้งรหัสผ่าน M-Flow ใหม่',
      paragraphs: [
        'เรียน {name}',
        'เราได้รับคำขอตั้งรหัสผ่านใหม่สำหรับบัญชี M-Flow ของคุณ กรุณาคลิกลิงก์ด้านล่างภายใน {minutes} นาที',
        '{link}',
        'หากคุณไม่ได้ขอตั้งรหัสผ่านใหม่ กรุณาเพิกเฉยต่ออีเมลฉบับนี้ รหัสผ่านเดิมของคุณยังใช้งานได้ตามปกติ',
      ],
    },
    EN: {
      subject: 'Reset your M-Flow password',
      paragraphs: [
        'Dear {name},',
        'We received a request to reset the password of your M-Flow account. Please open the link below within {minutes} minutes.',
        '{link}',
        'If you did not ask for this, you can ignore this e-mail; your password stays as it is.',
      ],
    },
  },
  PASSWORD_RESET_NO_ACCOUNT: {
    TH: {
      subject: 'คำขอตั้งรหัสผ่าน M-Flow ใหม่',
      paragraphs: [
        'เรียน ผู้ใช้บริการ',
        'เราได้รับคำขอตั้งรหัสผ่านใหม่สำหรับอีเมลหรือหมายเลขโทรศัพท์นี้ แต่ไม่พบบัญชี M-Flow ที่ใช้งานอยู่ซึ่งใช้ข้อมูลนี้',
        'หากคุณเป็นผู้ขอ คุณอาจสมัครไว้ด้วยอีเมลหรือหมายเลขโทรศัพท์อื่น หากคุณไม่ได้ขอ กรุณาเพิกเฉยต่อข้อความนี้',
      ],
    },
    EN: {
      subject: 'Your M-Flow password reset request',
      paragraphs: [
        'Hello,',
        'We received a request to reset the password of an M-Flow account for this e-mail address or mobile number, but no active account uses it.',
        'If it was you, you may have registered with another address or number. If it was not, you can ignore this message.',
      ],
    },
  },
  ACCOUNT_CLOSED: {
    TH: {
      subject: 'บัญชี M-Flow ของคุณถูกปิดแล้ว',
      paragraphs: ['เรียน {name}', 'บัญชี M-Flow ของคุณถูกปิดเรียบร้อยแล้ว ขอบคุณที่ใช้บริการ', `หากคุณไม่ได้ดำเนินการนี้ กรุณาติดต่อ${CALL_CENTRE_TH} โดยเร็ว`],
    },
    EN: {
      subject: 'Your M-Flow account is closed',
      paragraphs: [
        'Dear {name},',
        'Your M-Flow account has been closed. Thank you for using M-Flow.',
        `If you did not ask for this, please call ${CALL_CENTRE_EN} at once.`,
      ],
    },
  },
};
