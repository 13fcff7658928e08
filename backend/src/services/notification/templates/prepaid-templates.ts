import { CALL_CENTRE_EN, CALL_CENTRE_TH } from './call-centre';
import type { TTemplateWordings } from './template-types';

/** The prepaid account's notices (requirements/prepaid-account.md), by e-mail and SMS. */
export const PREPAID_TEMPLATES: TTemplateWordings<'PREPAID_INSUFFICIENT' | 'PREPAID_REPLENISHMENT_FAILED' | 'PREPAID_LOW_BALANCE'> = {
  PREPAID_INSUFFICIENT: {
    TH: {
      subject: 'ยอดเงินในบัญชีเติมเงิน M-Flow ไม่พอชำระ {invoiceNo} - M-Flow',
      paragraphs: [
        'เรียน {name}',
        'ยอดเงินคงเหลือ {balance} บาท ในบัญชีเติมเงิน M-Flow ไม่พอชำระใบแจ้งค่าผ่านทางเลขที่ {invoiceNo} ยอด {amount} บาท กรุณาเติมเงินหรือชำระด้วยช่องทางอื่น',
        `หากมีข้อสงสัย กรุณาติดต่อ${CALL_CENTRE_TH}`,
      ],
    },
    EN: {
      subject: 'Your M-Flow prepaid balance cannot pay {invoiceNo} - M-Flow',
      paragraphs: [
        'Dear {name},',
        'Your M-Flow prepaid balance of {balance} baht is less than toll invoice {invoiceNo} of {amount} baht. Please top up or pay it another way.',
        `Questions? Call ${CALL_CENTRE_EN}.`,
      ],
    },
  },
  PREPAID_REPLENISHMENT_FAILED: {
    TH: {
      subject: 'เติมเงินอัตโนมัติไม่สำเร็จ - M-Flow',
      paragraphs: [
        'เรียน {name}',
        'ไม่สามารถเติมเงิน {amount} บาท เข้าบัญชีเติมเงิน M-Flow จากช่องทาง {method} ได้ ระบบจะลองอีกครั้งในวันถัดไป',
        `หากมีข้อสงสัย กรุณาติดต่อ${CALL_CENTRE_TH}`,
      ],
    },
    EN: {
      subject: 'Automatic top-up failed - M-Flow',
      paragraphs: [
        'Dear {name},',
        'We could not add {amount} baht to your M-Flow prepaid account from {method}. We will try once more tomorrow.',
        `Questions? Call ${CALL_CENTRE_EN}.`,
      ],
    },
  },
  PREPAID_LOW_BALANCE: {
    TH: {
      subject: 'ยอดเงินในบัญชีเติมเงิน M-Flow เหลือน้อย - M-Flow',
      paragraphs: ['เรียน {name}', 'ยอดเงินคงเหลือในบัญชีเติมเงิน M-Flow ของท่านคือ {balance} บาท ต่ำกว่า {threshold} บาท ที่ท่านตั้งไว้'],
    },
    EN: {
      subject: 'Your M-Flow prepaid balance is low - M-Flow',
      paragraphs: ['Dear {name},', 'Your M-Flow prepaid balance is {balance} baht, below the {threshold} baht you set.'],
    },
  },
};
