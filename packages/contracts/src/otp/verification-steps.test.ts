import { readFileSync } from 'node:fs';
import path from 'node:path';
import { OTP_PURPOSES } from './otp.contract';
import { isVerificationStep, stepCodeOf, stepOfCode, VERIFICATION_STEPS } from './verification-steps';

describe('verification step codes (requirements/accounts.md#verification-steps)', () => {
  it('numbers 35 steps from 0 to 34, each once, with a unique name and both languages', () => {
    expect(VERIFICATION_STEPS.map((entry) => entry.code)).toEqual(Array.from({ length: 35 }, (_, index) => index));
    expect(new Set(VERIFICATION_STEPS.map((entry) => entry.step)).size).toBe(35);
    for (const entry of VERIFICATION_STEPS) {
      expect(entry.th).not.toBe('');
      expect(entry.en).not.toBe('');
    }
  });

  it('covers the steps requirements/accounts.md#verification-steps names', () => {
    for (const step of [
      'EDIT_CUSTOMER',
      'CREATE_VEHICLE',
      'EDIT_VEHICLE',
      'DELETE_VEHICLE',
      'APPROVE_VEHICLE',
      'CHANGE_PASSWORD',
      'CHANGE_PIN',
      'REGISTER_MOBILE',
      'REGISTER_EMAIL',
    ]) {
      expect(isVerificationStep(step)).toBe(true);
    }
    for (const kind of ['CREDIT_CARD', 'DEBIT_CARD', 'BANK_ACCOUNT', 'MPASS', 'EASYPASS']) {
      for (const verb of ['CREATE', 'EDIT', 'DELETE']) expect(isVerificationStep(`${verb}_${kind}`)).toBe(true);
    }
  });

  it('keeps the OTP purposes of the earlier issues as steps of the table, and nothing beside it', () => {
    expect([...OTP_PURPOSES]).toEqual(VERIFICATION_STEPS.map((entry) => entry.step));
    for (const purpose of [
      'REGISTER_MOBILE',
      'REGISTER_EMAIL',
      'FORGOT_PASSWORD',
      'CHANGE_MOBILE',
      'CHANGE_EMAIL',
      'CHANGE_PIN',
      'CLOSE_ACCOUNT',
    ]) {
      expect(OTP_PURPOSES).toContain(purpose);
    }
  });

  it('reads a step from its code and back', () => {
    expect(stepCodeOf('CREATE_VEHICLE')).toBe(9);
    expect(stepCodeOf('EDIT_VEHICLE')).toBe(10);
    expect(stepCodeOf('DELETE_VEHICLE')).toBe(11);
    expect(stepOfCode(9)).toBe('CREATE_VEHICLE');
    expect(stepOfCode(0)).toBe('EDIT_CUSTOMER');
    expect(stepOfCode(31)).toBe('SET_MAIN_PAYMENT');
    expect(stepOfCode(33)).toBe('TRACK_CASE');
    expect(stepOfCode(34)).toBe('VISITOR_APPEAL');
    expect(stepOfCode(35)).toBeUndefined();
    expect(stepOfCode(-1)).toBeUndefined();
  });
});

describe('docs/verification-steps.md', () => {
  it('lists every step of the table with its code, in order', () => {
    const page = readFileSync(path.resolve(__dirname, '../../../../docs/verification-steps.md'), 'utf8');
    const rows = [...page.matchAll(/^\| (\d+) \| `(\w+)` \|/gm)].map((match) => [Number(match[1]), match[2]]);
    expect(rows).toEqual(VERIFICATION_STEPS.map((entry) => [entry.code, entry.step]));
  });
});
