import type { z } from 'zod';
import { INVALID, REQUIRED } from './rule-codes';
import { THAI_NATIONALITY, ZLaserCodeSchema, ZPassportSchema, ZThaiNationalIdSchema } from './identity';

/** Cross-field rules run even while single fields are wrong, so a form shows every problem at once. */
export const always = { when: () => true };

export type TIssueSink = { addIssue: (issue: { code: 'custom'; message: string; path: PropertyKey[] }) => void };

export function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

/** Copies a field schema's failures onto the object being refined, under the field's name. */
function applyField(ctx: TIssueSink, schema: z.ZodType, value: unknown, path: PropertyKey[]): void {
  if (value === undefined) {
    ctx.addIssue({ code: 'custom', message: REQUIRED, path });
    return;
  }
  const result = schema.safeParse(value);
  if (!result.success)
    for (const issue of result.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: [...path, ...issue.path] });
}

/** A Thai national identifies with the ID card (number and laser code), anyone else with a passport or alien ID. */
export function checkIdentity(ctx: TIssueSink, input: Record<string, unknown>): void {
  if (typeof input.nationality !== 'string') return;
  if (input.nationality === THAI_NATIONALITY) {
    applyField(ctx, ZThaiNationalIdSchema, input.idNumber, ['idNumber']);
    applyField(ctx, ZLaserCodeSchema, input.laserCode, ['laserCode']);
  } else {
    applyField(ctx, ZPassportSchema, input.idNumber, ['idNumber']);
    if (input.laserCode !== undefined) ctx.addIssue({ code: 'custom', message: INVALID, path: ['laserCode'] });
  }
}

export function checkPasswordConfirmation(ctx: TIssueSink, password: unknown, confirmation: unknown, path: PropertyKey[]): void {
  if (typeof password === 'string' && typeof confirmation === 'string' && password !== confirmation) {
    ctx.addIssue({ code: 'custom', message: 'ERR_CUST_0006', path });
  }
}
