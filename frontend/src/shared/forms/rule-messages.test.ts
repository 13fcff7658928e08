import { CUSTOMER_RULE_CODES } from '@mflow/contracts/rules/rule-codes';
import { RULE_TEXTS } from '@mflow/contracts/rules/rule-texts';
import en from '../../i18n/en.json';
import th from '../../i18n/th.json';
import { RULE_MESSAGES, ruleMessageId, type RuleCode } from './rule-messages';

describe('rule messages', () => {
  it('have a message for every code the shared customer rules answer with', () => {
    expect(CUSTOMER_RULE_CODES.filter((code) => !(code in RULE_MESSAGES))).toEqual([]);
  });

  it.each(Object.entries(RULE_MESSAGES))('word %s as the backend catalogue does, in both languages', (code, id) => {
    const entry = RULE_TEXTS[code as RuleCode];
    expect((th as Record<string, string>)[id]).toBe(entry.th);
    expect((en as Record<string, string>)[id]).toBe(entry.en);
  });

  it('read a portal message id as it is and anything else as "invalid"', () => {
    expect(ruleMessageId('ERR_CUST_0015')).toBe('rule.mobile');
    expect(ruleMessageId('otp.codeFormat')).toBe('otp.codeFormat');
    expect(ruleMessageId('Invalid input: expected string')).toBe('rule.invalid');
    expect(ruleMessageId(undefined)).toBe('rule.invalid');
  });
});
