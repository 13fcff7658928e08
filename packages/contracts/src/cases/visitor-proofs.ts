import { z } from 'zod';
import { text } from '../rules/text';

/*
 * The fields a visitor proves themselves with, shared by the visitors' disputes, appeals and case
 * tracking (docs/decisions/0053-visitor-case-proofs.md).
 */

export const contactChannel = () =>
  z.enum(['EMAIL', 'SMS']).meta({ example: 'EMAIL', description: 'EMAIL for an e-mail address, SMS for a Thai mobile number' });

export const visitorContact = () =>
  text()
    .trim()
    .min(1)
    .max(254)
    .meta({ example: 'somchai@example.com', description: 'The e-mail address or Thai mobile number the code goes to' });

/** The code a visitor was sent and its reference. */
export const otpProof = {
  otpReference: text()
    .regex(/^[A-Z]{4}$/)
    .meta({ example: 'KQZD' }),
  otp: text()
    .regex(/^\d{6}$/)
    .meta({ example: '123456' }),
};

/** How messages address the visitor. */
export const visitorName = () =>
  text().trim().max(200, 'ERR_COMMON_0002').optional().meta({ example: 'Somchai Jaidee', description: 'How messages address the visitor' });
