import type { TLanguage } from '../../platform/errors/error-catalogue';

type TTemplateParams = {
  OTP_SMS: { code: string; reference: string; minutes: number };
  OTP_EMAIL: { code: string; reference: string; minutes: number };
  EMAIL_ACTIVATION: { name: string; link: string; days: number };
  REGISTRATION_APPROVED: { name: string };
  REGISTRATION_REJECTED: { name: string; reason: string };
  PASSWORD_RESET: { name: string; link: string; minutes: number };
  PASSWORD_RESET_NO_ACCOUNT: Record<string, never>;
  ACCOUNT_CLOSED: { name: string };
  VEHICLE_APPROVED: { name: string; plate: string };
  VEHICLE_REJECTED: { name: string; plate: string; reason: string; link: string };
  VEHICLE_CHANGE_APPROVED: { name: string; plate: string };
  VEHICLE_CHANGE_REJECTED: { name: string; plate: string; reason: string };
  INVOICE_ISSUED: { name: string; invoiceNo: string; amount: string; dueDate: string; refNo: string };
  INVOICE_NEAR_DUE: { name: string; invoiceNo: string; amount: string; dueDate: string };
  INVOICE_LATE_FEE: { name: string; invoiceNo: string; cancelledNo: string; amount: string; dueDate: string };
  AUTO_DEBIT_FAILED: { name: string; invoiceNo: string; amount: string; dueDate: string; method: string };
  CASE_UPDATED: { name: string; caseNo: string; update: string };
  CASE_OVERDUE: { caseNo: string; deadlineDate: string };
  REFUND_FAILED: { name: string; amount: string; destination: string };
  IMPOSSIBLE_JOURNEY: {
    name: string;
    plate: string;
    fromPlace: string;
    fromTime: string;
    toPlace: string;
    toTime: string;
    minutes: string;
    km: string;
    link: string;
  };
};

export type TMessageTemplate = keyof TTemplateParams;

/** Spreads into a TNotification: SMS templates have text only, e-mail templates a subject and HTML too. */
export type TRenderedMessage = { subject?: string; text: string; html?: string };

type TWording = { subject?: string; paragraphs: string[] };

const CALL_CENTRE_TH = 'ศูนย์บริการลูกค้า M-Flow โทร 1586';
const CALL_CENTRE_EN = 'the M-Flow customer centre on 1586';

const TEMPLATES: Record<TMessageTemplate, Record<TLanguage, TWording>> = {
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
  INVOICE_ISSUED: {
    TH: {
      subject: 'ใบแจ้งค่าผ่านทาง {invoiceNo} ยอด {amount} บาท - M-Flow',
      paragraphs: [
        'เรียน {name}',
        'ใบแจ้งค่าผ่านทางเลขที่ {invoiceNo} ยอดชำระ {amount} บาท กรุณาชำระภายในวันที่ {dueDate} เวลา 23:59 น. (หมายเลขอ้างอิง {refNo})',
        'หากชำระเกินกำหนด จะมีค่าปรับตามอัตราที่กฎหมายกำหนด',
        `หากมีข้อสงสัย กรุณาติดต่อ${CALL_CENTRE_TH}`,
      ],
    },
    EN: {
      subject: 'Toll invoice {invoiceNo}: {amount} baht - M-Flow',
      paragraphs: [
        'Dear {name},',
        'Your toll invoice {invoiceNo} of {amount} baht is due by 23:59 on {dueDate} (reference {refNo}).',
        'Late payment adds the fees the law sets.',
        `Questions? Call ${CALL_CENTRE_EN}.`,
      ],
    },
  },
  INVOICE_NEAR_DUE: {
    TH: {
      subject: 'ใกล้ครบกำหนดชำระ {invoiceNo} - M-Flow',
      paragraphs: [
        'เรียน {name}',
        'ใบแจ้งค่าผ่านทางเลขที่ {invoiceNo} ยอด {amount} บาท จะครบกำหนดชำระในวันที่ {dueDate} เวลา 23:59 น. กรุณาชำระเพื่อหลีกเลี่ยงค่าปรับ',
      ],
    },
    EN: {
      subject: 'Invoice {invoiceNo} is nearly due - M-Flow',
      paragraphs: [
        'Dear {name},',
        'Your toll invoice {invoiceNo} of {amount} baht is due by 23:59 on {dueDate}. Please pay it to avoid a late fee.',
      ],
    },
  },
  INVOICE_LATE_FEE: {
    TH: {
      subject: 'ใบแจ้งหนี้ใหม่ {invoiceNo} พร้อมค่าปรับ - M-Flow',
      paragraphs: [
        'เรียน {name}',
        'ใบแจ้งค่าผ่านทางเลขที่ {cancelledNo} เลยกำหนดชำระ จึงถูกยกเลิกและออกใบแจ้งหนี้ใหม่เลขที่ {invoiceNo} ยอด {amount} บาท รวมค่าปรับแล้ว กรุณาชำระภายในวันที่ {dueDate} เวลา 23:59 น.',
        `หากมีข้อสงสัย กรุณาติดต่อ${CALL_CENTRE_TH}`,
      ],
    },
    EN: {
      subject: 'New invoice {invoiceNo} with a late fee - M-Flow',
      paragraphs: [
        'Dear {name},',
        'Invoice {cancelledNo} was not paid by its due date. It is cancelled and replaced by invoice {invoiceNo} of {amount} baht, late fee included, due by 23:59 on {dueDate}.',
        `Questions? Call ${CALL_CENTRE_EN}.`,
      ],
    },
  },
  AUTO_DEBIT_FAILED: {
    TH: {
      subject: 'ตัดชำระอัตโนมัติไม่สำเร็จ {invoiceNo} - M-Flow',
      paragraphs: [
        'เรียน {name}',
        'ไม่สามารถตัดชำระใบแจ้งค่าผ่านทางเลขที่ {invoiceNo} ยอด {amount} บาท จากช่องทาง {method} ได้ กรุณาชำระภายในวันที่ {dueDate} เวลา 23:59 น. เพื่อหลีกเลี่ยงค่าปรับ',
        `หากมีข้อสงสัย กรุณาติดต่อ${CALL_CENTRE_TH}`,
      ],
    },
    EN: {
      subject: 'Automatic payment of {invoiceNo} failed - M-Flow',
      paragraphs: [
        'Dear {name},',
        'We could not charge your toll invoice {invoiceNo} of {amount} baht to {method}. Please pay it by 23:59 on {dueDate} to avoid a late fee.',
        `Questions? Call ${CALL_CENTRE_EN}.`,
      ],
    },
  },
  REFUND_FAILED: {
    TH: {
      subject: 'คืนเงินไม่สำเร็จ - M-Flow',
      paragraphs: [
        'เรียน {name}',
        'ไม่สามารถคืนเงินจำนวน {amount} บาท ไปยัง{destination}ได้ กรุณาเข้าสู่ระบบ M-Flow แล้วเลือกรับเงินคืนทางบัญชีธนาคาร พร้อมแนบสำเนาหน้าสมุดบัญชี',
        `หากมีข้อสงสัย กรุณาติดต่อ${CALL_CENTRE_TH}`,
      ],
    },
    EN: {
      subject: 'Your refund could not be made - M-Flow',
      paragraphs: [
        'Dear {name},',
        'We could not refund {amount} baht to {destination}. Please sign in to M-Flow and choose a bank account for the refund, with a copy of its bank book.',
        `Questions? Call ${CALL_CENTRE_EN}.`,
      ],
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

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function fill(template: string, params: Record<string, string | number>, render: (name: string, value: string) => string): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? render(name, String(params[name])) : whole));
}

/**
 * The final subject and body of a customer message, in the language asked for. Parameters are
 * escaped in the HTML part, and a `link` becomes an anchor there.
 */
export function renderMessage<K extends TMessageTemplate>(template: K, language: TLanguage, params: TTemplateParams[K]): TRenderedMessage {
  const wording = TEMPLATES[template][language];
  const values = params as Record<string, string | number>;
  const plain = (_name: string, value: string) => value;
  const text = wording.paragraphs.map((paragraph) => fill(paragraph, values, plain)).join('\n\n');
  if (!wording.subject) return { text };
  const htmlValue = (name: string, value: string) =>
    name === 'link' && /^https?:\/\//.test(value) ? `<a href="${escapeHtml(value)}">${escapeHtml(value)}</a>` : escapeHtml(value);
  const body = wording.paragraphs.map((paragraph) => `<p>${fill(escapeHtml(paragraph), values, htmlValue)}</p>`).join('\n');
  return {
    subject: fill(wording.subject, values, plain),
    text,
    html: `<!doctype html>\n<html lang="${language.toLowerCase()}"><body style="font-family: sans-serif; line-height: 1.5">\n${body}\n</body></html>`,
  };
}
