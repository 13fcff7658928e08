import type { MasterItem, MasterList } from './types';

type BankExtra = { shortName: string; accountLengths: number[]; directDebit: boolean };

function bank(code: string, nameTh: string, nameEn: string, extra: BankExtra): MasterItem {
  return { code, nameTh, nameEn, extra };
}

/**
 * Banks a customer can name for a savings account or a dispute refund, ordered by their Bank of
 * Thailand code. Account lengths decide the account-number validation (requirements/payment-methods.md#bank-account-rules: 10, 12, 14 digits by
 * bank). Direct debit is offered for Krungthai only: the portal's direct-debit registration and its
 * payment callback are Krungthai's, so any other bank would be accepted and then never debited.
 */
const banks: MasterList = {
  name: 'banks',
  items: [
    bank('002', 'ธนาคารกรุงเทพ', 'Bangkok Bank', { shortName: 'BBL', accountLengths: [10], directDebit: false }),
    bank('004', 'ธนาคารกสิกรไทย', 'Kasikornbank', { shortName: 'KBANK', accountLengths: [10], directDebit: false }),
    bank('006', 'ธนาคารกรุงไทย', 'Krungthai Bank', { shortName: 'KTB', accountLengths: [10], directDebit: true }),
    bank('011', 'ธนาคารทหารไทยธนชาต', 'TMBThanachart Bank', { shortName: 'TTB', accountLengths: [10], directDebit: false }),
    bank('014', 'ธนาคารไทยพาณิชย์', 'Siam Commercial Bank', { shortName: 'SCB', accountLengths: [10], directDebit: false }),
    bank('022', 'ธนาคารซีไอเอ็มบี ไทย', 'CIMB Thai Bank', { shortName: 'CIMBT', accountLengths: [10], directDebit: false }),
    bank('024', 'ธนาคารยูโอบี', 'United Overseas Bank (Thai)', { shortName: 'UOBT', accountLengths: [10], directDebit: false }),
    bank('025', 'ธนาคารกรุงศรีอยุธยา', 'Bank of Ayudhya (Krungsri)', { shortName: 'BAY', accountLengths: [10], directDebit: false }),
    bank('030', 'ธนาคารออมสิน', 'Government Savings Bank', { shortName: 'GSB', accountLengths: [12], directDebit: false }),
    bank('033', 'ธนาคารอาคารสงเคราะห์', 'Government Housing Bank', { shortName: 'GHB', accountLengths: [12], directDebit: false }),
    bank('034', 'ธนาคารเพื่อการเกษตรและสหกรณ์การเกษตร', 'Bank for Agriculture and Agricultural Cooperatives', {
      shortName: 'BAAC',
      accountLengths: [12],
      directDebit: false,
    }),
    bank('066', 'ธนาคารอิสลามแห่งประเทศไทย', 'Islamic Bank of Thailand', { shortName: 'IBANK', accountLengths: [10], directDebit: false }),
    bank('067', 'ธนาคารทิสโก้', 'TISCO Bank', { shortName: 'TISCO', accountLengths: [14], directDebit: false }),
    bank('069', 'ธนาคารเกียรตินาคินภัทร', 'Kiatnakin Phatra Bank', { shortName: 'KKP', accountLengths: [10], directDebit: false }),
    bank('070', 'ธนาคารไอซีบีซี (ไทย)', 'Industrial and Commercial Bank of China (Thai)', {
      shortName: 'ICBCT',
      accountLengths: [10],
      directDebit: false,
    }),
    bank('073', 'ธนาคารแลนด์ แอนด์ เฮ้าส์', 'Land and Houses Bank', { shortName: 'LHBANK', accountLengths: [10], directDebit: false }),
  ],
};

type CardTypeExtra = { prefixes: string[]; lengths: number[] };

function cardType(code: string, nameTh: string, nameEn: string, extra: CardTypeExtra): MasterItem {
  return { code, nameTh, nameEn, extra };
}

/**
 * Card networks with the number prefixes (BIN ranges written as the shortest prefixes that cover
 * them) and lengths the card form checks a number against (requirements/payment-methods.md#card-rules: type and number must match).
 */
const cardTypes: MasterList = {
  name: 'cardtypes',
  items: [
    cardType('VISA', 'วีซ่า', 'Visa', { prefixes: ['4'], lengths: [16] }),
    cardType('MASTERCARD', 'มาสเตอร์การ์ด', 'Mastercard', {
      // 51-55 and the 2-series range 2221-2720.
      prefixes: [
        ...['51', '52', '53', '54', '55'],
        ...['2221', '2222', '2223', '2224', '2225', '2226', '2227', '2228', '2229'],
        ...['223', '224', '225', '226', '227', '228', '229', '23', '24', '25', '26', '270', '271', '2720'],
      ],
      lengths: [16],
    }),
    // 3528-3589.
    cardType('JCB', 'เจซีบี', 'JCB', { prefixes: ['3528', '3529', '353', '354', '355', '356', '357', '358'], lengths: [16] }),
    cardType('UNIONPAY', 'ยูเนี่ยนเพย์', 'UnionPay', { prefixes: ['62'], lengths: [16, 19] }),
    // Visa reserves no debit-only range: telling debit from credit needs the issuer's BIN table, so only the network prefix is checked.
    cardType('VISA_DEBIT', 'วีซ่า เดบิต', 'Visa Debit', { prefixes: ['4'], lengths: [16] }),
    cardType('VISA_ELECTRON', 'วีซ่า อิเล็กตรอน', 'Visa Electron', {
      prefixes: ['4026', '417500', '4508', '4844', '4913', '4917'],
      lengths: [16],
    }),
  ],
};

export const bankLists: readonly MasterList[] = [banks, cardTypes];
