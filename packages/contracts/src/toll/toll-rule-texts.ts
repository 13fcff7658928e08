/**
 * The codes the toll contract's own rules answer with (the gantry simulation's requests), and their
 * texts. The backend's catalogue takes them in as they are, like the vehicle rule texts; codes that
 * need data (an unknown gantry, a lane the gantry lacks) live in the backend's toll messages.
 */

/** Passages in one call of the batch endpoint: a million-passage benchmark loads in a hundred calls, each body a few megabytes. */
export const PASSAGE_BATCH_MAX = 10_000;

const batchMax = PASSAGE_BATCH_MAX.toLocaleString('en-US');

export const TOLL_RULE_TEXTS = {
  ERR_TOLL_0001: {
    status: 400,
    th: 'ประเภทรถต้องเป็น 1 (4 ล้อ), 2 (6 ล้อ) หรือ 3 (มากกว่า 6 ล้อ)',
    en: 'The vehicle class must be 1 (4 wheels), 2 (6 wheels) or 3 (more than 6 wheels)',
  },
  ERR_TOLL_0002: {
    status: 400,
    th: `ส่งรายการผ่านทางได้ครั้งละ 1 ถึง ${batchMax} รายการ`,
    en: `A batch holds 1 to ${batchMax} passages`,
  },
} as const;
