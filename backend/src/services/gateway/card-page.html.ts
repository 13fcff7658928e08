import { CARD_BRANDS } from '@mflow/contracts/payment/card-number';
import type { TErrorCode } from '../../platform/errors/error-catalogue';
import { describeError } from '../../platform/errors/error-catalogue';
import type { TChargeRow } from './charge-records';
import { escapeHtml, htmlPage } from '../../platform/http/html-page';

/** Thai first, English beside it: the page does not know the payer's language. */
const both = (th: string, en: string) => `${escapeHtml(th)} <span lang="en">/ ${escapeHtml(en)}</span>`;

const BRAND_NAMES: Record<(typeof CARD_BRANDS)[number], string> = {
  VISA: 'Visa',
  MASTERCARD: 'MasterCard',
  JCB: 'JCB',
  UNIONPAY: 'UnionPay',
  VISA_DEBIT: 'Visa Debit',
  VISA_ELECTRON: 'Visa Electron',
};

const STYLE = `
body{font-family:system-ui,sans-serif;margin:0;background:#f4f6f8;color:#1b1f24}
main{max-width:28rem;margin:2rem auto;background:#fff;padding:1.5rem;border-radius:.5rem;box-shadow:0 1px 4px rgba(0,0,0,.15)}
h1{font-size:1.25rem;margin-top:0}
label{display:block;margin-top:.75rem;font-weight:600}
input,select{width:100%;box-sizing:border-box;padding:.5rem;font-size:1rem;border:1px solid #6b7280;border-radius:.25rem}
.row{display:flex;gap:.75rem}.row>div{flex:1}
button{margin-top:1.25rem;width:100%;padding:.75rem;font-size:1rem;background:#0b5cad;color:#fff;border:0;border-radius:.25rem;cursor:pointer}
.error{background:#fde8e8;color:#8a1c1c;padding:.75rem;border-radius:.25rem}
.code{font-size:1.5rem;letter-spacing:.3rem;font-weight:700}
.note{color:#4b5563;font-size:.875rem}
button.cancel{background:#fff;color:#0b5cad;border:1px solid #0b5cad}`;

const page = (title: string, body: string) => htmlPage({ lang: 'th', title, style: STYLE, body });

function amountText(amountSatang: number): string {
  return `${new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amountSatang / 100)} THB`;
}

function errorBox(code: TErrorCode | undefined): string {
  if (!code) return '';
  return `<p class="error" role="alert">${both(describeError(code, 'TH'), describeError(code, 'EN'))}</p>`;
}

function summary(charge: TChargeRow): string {
  return `<p>${both('ยอดชำระ', 'Amount')}: <strong>${escapeHtml(amountText(charge.amountSatang))}</strong></p>
<p class="note">${both('เลขอ้างอิง', 'Reference')}: ${escapeHtml(charge.gatewayReference)}${charge.description ? ` · ${escapeHtml(charge.description)}` : ''}</p>`;
}

function cardForm(charge: TChargeRow, action: string, error: TErrorCode | undefined): string {
  const options = CARD_BRANDS.map((brand) => `<option value="${brand}">${BRAND_NAMES[brand]}</option>`).join('');
  return page(
    'ชำระเงินด้วยบัตร / Pay by card',
    `<h1>${both('ชำระเงินด้วยบัตร', 'Pay by card')}</h1>
${summary(charge)}
${errorBox(error)}
<form method="post" action="${escapeHtml(action)}">
<label for="brand">${both('ประเภทบัตร', 'Card type')}</label>
<select id="brand" name="brand" required>${options}</select>
<label for="number">${both('หมายเลขบัตร', 'Card number')}</label>
<input id="number" name="number" inputmode="numeric" autocomplete="cc-number" required maxlength="23">
<div class="row">
<div><label for="expiryMonth">${both('เดือนหมดอายุ', 'Expiry month')}</label>
<input id="expiryMonth" name="expiryMonth" inputmode="numeric" autocomplete="cc-exp-month" placeholder="MM" required maxlength="2"></div>
<div><label for="expiryYear">${both('ปีหมดอายุ', 'Expiry year')}</label>
<input id="expiryYear" name="expiryYear" inputmode="numeric" autocomplete="cc-exp-year" placeholder="YYYY" required maxlength="4"></div>
</div>
<label for="cvv">CVV</label>
<input id="cvv" name="cvv" inputmode="numeric" autocomplete="cc-csc" required maxlength="4">
<label for="holderName">${both('ชื่อผู้ถือบัตร', 'Name on card')}</label>
<input id="holderName" name="holderName" autocomplete="cc-name" required maxlength="100">
<button type="submit">${both('ดำเนินการต่อ', 'Continue')}</button>
</form>
${cancelForm(action)}
<p class="note">${both('หน้าชำระเงินจำลอง ไม่มีการตัดเงินจริง', 'Simulated payment page: no real money moves')}</p>`,
  );
}

/** The cancel button of either step; `stepAction` is the step's own address, beside which cancelling lives. */
function cancelForm(stepAction: string): string {
  const action = stepAction.replace(/\/(card|confirm)$/, '/cancel');
  return `<form method="post" action="${escapeHtml(action)}"><button type="submit" class="cancel">${both('ยกเลิกการชำระเงิน', 'Cancel the payment')}</button></form>`;
}

function confirmForm(charge: TChargeRow, action: string, error: TErrorCode | undefined): string {
  return page(
    'ยืนยันการชำระเงิน / Confirm the payment',
    `<h1>${both('ยืนยันการชำระเงิน', 'Confirm the payment')}</h1>
${summary(charge)}
${errorBox(error)}
<p>${both('ธนาคารผู้ออกบัตรส่งรหัสยืนยันแบบใช้ครั้งเดียว ในการจำลองรหัสแสดงที่นี่', 'Your card issuer sent a one-time code; in the simulation it is shown here')}:</p>
<p class="code" aria-label="one-time code">${escapeHtml(charge.confirmationCode ?? '')}</p>
<form method="post" action="${escapeHtml(action)}">
<label for="code">${both('รหัสยืนยัน (OTP)', 'One-time code (OTP)')}</label>
<input id="code" name="code" inputmode="numeric" autocomplete="one-time-code" required maxlength="6">
<button type="submit">${both('ยืนยัน', 'Confirm')}</button>
</form>
${cancelForm(action)}`,
  );
}

/** What the payer sees when the charge can no longer be paid here: finished, expired, or unknown. */
export function renderClosedPage(charge: TChargeRow | undefined): string {
  const body = charge
    ? `<h1>${both('รายการนี้ไม่สามารถชำระได้แล้ว', 'This payment can no longer be made here')}</h1>${summary(charge)}<p>${both('สถานะ', 'Status')}: ${escapeHtml(charge.status)}</p>`
    : `<h1>${both('ไม่พบรายการชำระเงิน', 'Payment not found')}</h1>`;
  return page('ชำระเงิน / Payment', body);
}

/** The page for the charge's current step, with the error of the last attempt if there was one. */
export function renderCardPage(charge: TChargeRow, basePath: string, error?: TErrorCode): string {
  if (charge.status !== 'PENDING') return renderClosedPage(charge);
  if (charge.pageStep === 'CARD') return cardForm(charge, `${basePath}/card`, error);
  if (charge.pageStep === 'CONFIRM') return confirmForm(charge, `${basePath}/confirm`, error);
  return renderClosedPage(charge);
}
