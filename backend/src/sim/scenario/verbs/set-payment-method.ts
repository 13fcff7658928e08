import type { TVerificationStep } from '@mflow/contracts/otp/verification-steps';
import { TEST_CARDS } from '../../../services/gateway/test-cards';
import type { TSetPaymentMethodSpec } from '../verb-schemas';
import { stepProof } from './otp-proof';
import { withExpectedRefusal } from './refusal';
import { StepFailure, type TStepContext } from './step-context';

export type TMethodView = {
  paymentMethodId: string;
  kind: string;
  display: string;
  debitMode: string | null;
  isPrimary: boolean;
  effectiveFrom: string | null;
};
type TTag = { programme: string; tagNumber: string; holderId: string };

export const METHODS = '/customerservice/api/v1/paymentmethods';

const CARD_NUMBERS: Record<NonNullable<TSetPaymentMethodSpec['card']>, string> = {
  approves: '4111111111111111',
  declines: TEST_CARDS.declined[0],
  insufficientFunds: TEST_CARDS.insufficientFunds[0],
};

/** The seeded demo tags with a balance (gateway/tags.ts DEMO_TAGS). */
const DEFAULT_TAGS = { MPASS: '1000000001', EASYPASS: '2000000001' } as const;

const CREATE_STEP: Record<TSetPaymentMethodSpec['kind'], TVerificationStep> = {
  CARD: 'CREATE_CREDIT_CARD',
  BANK_DEBIT: 'CREATE_BANK_ACCOUNT',
  REQUEST_TO_PAY: 'CREATE_BANK_ACCOUNT',
  QR: 'CREATE_BANK_ACCOUNT',
  MPASS: 'CREATE_MPASS',
  EASYPASS: 'CREATE_EASYPASS',
};

/** The add form of the kind, filled as a member would, with the simulated gateway's test data. */
async function formOf(spec: TSetPaymentMethodSpec, context: TStepContext): Promise<Record<string, unknown>> {
  const debitMode = spec.debitMode ?? 'AUTOMATIC';
  switch (spec.kind) {
    case 'CARD': {
      const expiryYear = String(context.step.at.getUTCFullYear() + 2);
      return {
        kind: 'CARD',
        brand: 'VISA',
        number: CARD_NUMBERS[spec.card ?? 'approves'],
        expiryMonth: '12',
        expiryYear,
        cvv: '123',
        holderName: 'SCENARIO HOLDER',
        debitMode,
      };
    }
    case 'BANK_DEBIT':
      return { kind: 'BANK_DEBIT', bankCode: '006', accountNumber: spec.account ?? '1234567890', debitMode };
    case 'REQUEST_TO_PAY':
      return { kind: 'REQUEST_TO_PAY', mobile: await context.reads.mobileOf(spec.by), debitMode };
    case 'QR':
      return { kind: 'QR' };
    case 'MPASS':
    case 'EASYPASS': {
      const tagNumber = spec.tag ?? DEFAULT_TAGS[spec.kind];
      const { tags } = await context.api.call<{ tags: TTag[] }>('GET', '/simservice/api/v1/gateway/tags');
      const tag = tags.find((candidate) => candidate.programme === spec.kind && candidate.tagNumber === tagNumber);
      if (!tag) throw new StepFailure(`the simulated gateway has no ${spec.kind} tag ${tagNumber}`);
      return { kind: spec.kind, tagNumber, chipSerial: 'CHIP000123', holderId: tag.holderId, officeNumber: '00001', debitMode };
    }
  }
}

export function describeMethod(method: TMethodView): string {
  const mode = method.debitMode ? ` (${method.debitMode})` : '';
  const primary = method.isPrimary ? `primary, charged from ${method.effectiveFrom ?? 'now'}` : 'not primary';
  return `${method.kind} ${method.display}${mode}: ${primary}`;
}

/**
 * The member adds a payment method through the portal's API (each write with the OTP proof of its
 * step) and, unless `primary: false`, makes it the primary one: a change of payment channel,
 * charged from the date the rule of requirements/payment-methods.md#when-a-channel-change-takes-effect gives (the 16th or the 1st; a first method at once).
 */
export async function runSetPaymentMethod(spec: TSetPaymentMethodSpec, context: TStepContext): Promise<void> {
  const { api, reads, step, timeline } = context;
  await withExpectedRefusal(context, `${spec.by}'s ${spec.kind} payment method`, spec.refused, async () => {
    const headers = await reads.memberHeaders(spec.by);
    const form = await formOf(spec, context);
    const verificationToken = await stepProof(context, spec.by, CREATE_STEP[spec.kind]);
    const method = await api.call<TMethodView>('POST', METHODS, { headers, body: { ...form, verificationToken } });
    timeline.add(step.at, 'method', `${spec.by} added ${describeMethod(method)}`);
    if (spec.primary && !method.isPrimary) await makePrimary(context, spec.by, method);
  });
}

/** The member makes a method of theirs the primary one, with the OTP proof of SET_MAIN_PAYMENT, as the methods page does. */
export async function makePrimary(context: TStepContext, by: string, method: TMethodView): Promise<void> {
  const { api, reads, step, timeline } = context;
  const verificationToken = await stepProof(context, by, 'SET_MAIN_PAYMENT');
  const primary = await api.call<TMethodView>('PUT', `${METHODS}/${method.paymentMethodId}/primary`, {
    headers: await reads.memberHeaders(by),
    body: { verificationToken },
  });
  timeline.add(step.at, 'method', `${by} set ${describeMethod(primary)}`);
}
