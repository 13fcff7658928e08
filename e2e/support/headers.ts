import { randomBytes } from 'node:crypto';

/** The common headers every API call needs (requirements/wire-contract.md#common-headers). */
export function commonHeaders(language: 'TH' | 'EN' = 'TH'): Record<string, string> {
  return {
    transactionId: `T${Date.now()}${randomBytes(5).toString('hex')}`,
    requestDate: new Date().toISOString(),
    language,
    source: 'WEB',
    systemCode: 'M00000',
  };
}
