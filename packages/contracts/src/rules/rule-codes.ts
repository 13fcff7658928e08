/** Every catalogue code a shared rule can answer with; a backend test checks that the catalogue describes each in Thai and English. */
export const CUSTOMER_RULE_CODES = [
  'ERR_COMMON_0002',
  'ERR_COMMON_0004',
  'ERR_CUST_0001',
  'ERR_CUST_0002',
  'ERR_CUST_0003',
  'ERR_CUST_0004',
  'ERR_CUST_0005',
  'ERR_CUST_0006',
  'ERR_CUST_0007',
  'ERR_CUST_0008',
  'ERR_CUST_0009',
  'ERR_CUST_0010',
  'ERR_CUST_0011',
  'ERR_CUST_0012',
  'ERR_CUST_0013',
  'ERR_CUST_0014',
  'ERR_CUST_0015',
  'ERR_CUST_0016',
  'ERR_CUST_0017',
  'ERR_CUST_0018',
  'ERR_CUST_0019',
  'ERR_CUST_0020',
  'ERR_CUST_0021',
  'ERR_CUST_0022',
  'ERR_CUST_0023',
  'ERR_CUST_0024',
  'ERR_CUST_0025',
  'ERR_CUST_0035',
  'ERR_CUST_0036',
  'ERR_CUST_0037',
  'ERR_CUST_0043',
  'ERR_CUST_0044',
  'ERR_CUST_0045',
] as const;

export type TRuleCode = (typeof CUSTOMER_RULE_CODES)[number];

/** Rules answer with codes, never text: the server turns a code into the catalogue's description, the portal into its own message. */
export const REQUIRED: TRuleCode = 'ERR_COMMON_0004';
export const INVALID: TRuleCode = 'ERR_COMMON_0002';
