import type { TIsoDate } from '../time/bangkok';

/**
 * The kinds of case the engine handles (docs/decisions/0052-case-engine.md) and the prefix of
 * their numbers. Only disputes are filed so far; the others come with the issues that build them.
 */
export const CASE_KINDS = ['DISPUTE', 'APPEAL', 'COMPLAINT', 'RFID'] as const;
export type TCaseKind = (typeof CASE_KINDS)[number];

const CASE_NUMBER_PREFIXES: Readonly<Record<TCaseKind, string>> = {
  DISPUTE: 'DP',
  APPEAL: 'AP',
  COMPLAINT: 'CP',
  RFID: 'RF',
};

const SEQUENCE_DIGITS = 5;
const LARGEST_SEQUENCE = 99_999;
const CASE_NUMBER = /^(DP|AP|CP|RF)(\d{2})(0[1-9]|1[0-2])-(\d{5})$/;

/** The counter's period of a Bangkok date: its year and month, `2611` for November 2026. */
export function caseNumberPeriodOf(bangkokDate: TIsoDate): string {
  return `${bangkokDate.slice(2, 4)}${bangkokDate.slice(5, 7)}`;
}

/**
 * A number a person can read out on the phone: the kind's prefix, the year and month of filing
 * (Bangkok) and the month's sequence, `DP2611-00042`. A month holds at most 99,999 of a kind.
 */
export function caseNumberOf(kind: TCaseKind, bangkokDate: TIsoDate, sequence: number): string {
  if (!Number.isInteger(sequence) || sequence < 1 || sequence > LARGEST_SEQUENCE) {
    throw new RangeError(`a case sequence from 1 to ${LARGEST_SEQUENCE}, not ${sequence}`);
  }
  return `${CASE_NUMBER_PREFIXES[kind]}${caseNumberPeriodOf(bangkokDate)}-${String(sequence).padStart(SEQUENCE_DIGITS, '0')}`;
}

export type TParsedCaseNumber = { kind: TCaseKind; period: string; sequence: number };

/**
 * The parts of a well-formed case number, or undefined. A well-formed number proves nothing about
 * who asks (decision 0046): a visitor still needs the code sent to the contact given at filing.
 */
export function parseCaseNumber(caseNo: string): TParsedCaseNumber | undefined {
  const match = CASE_NUMBER.exec(caseNo);
  if (!match) return undefined;
  const [, prefix, year, month, sequence] = match;
  const kind = CASE_KINDS.find((candidate) => CASE_NUMBER_PREFIXES[candidate] === prefix);
  if (!kind || Number(sequence) === 0) return undefined;
  return { kind, period: `${year}${month}`, sequence: Number(sequence) };
}
