import { CALL_CENTRE_EN, CALL_CENTRE_TH } from './call-centre';
import type { TTemplateWordings } from './template-types';

export const BILLING_TEMPLATES: TTemplateWordings<
  'INVOICE_ISSUED' | 'INVOICE_NEAR_DUE' | 'INVOICE_LATE_FEE' | 'AUTO_DEBIT_FAILED' | 'REFUND_FAILED'
> = {
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
};
