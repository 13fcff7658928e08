import { z } from 'zod';
import { ZPinStatusSchema } from '../customer/customer.contract';
import { text } from '../rules/text';

export const ZSignInTypeSchema = z.enum(['EMAIL', 'PHONE']);
export type TSignInType = z.infer<typeof ZSignInTypeSchema>;

/** The e-mail or mobile number of `Authorization: Basic`, checked like any other string a caller sends. */
export const ZSignInIdentifierSchema = text().max(254);

/** What requirements/portal-shell.md#stored-values lists as stored locally after sign-in, so the portal needs no second call to draw its header. */
export const ZSignInResponseSchema = z
  .object({
    token: z.string().meta({ description: 'Bearer token; send as Authorization: Bearer <token>' }),
    tokenType: z.literal('Bearer'),
    expiresIn: z.number().int().meta({ description: 'Seconds of inactivity after which the session ends (1800)' }),
    customerId: z.string(),
    email: z.string(),
    displayName: z.string(),
    accountType: z.enum(['INDIVIDUAL', 'JURISTIC']),
    customerType: z.string().meta({ description: '"Individual" or the company\'s juristic type code' }),
    point: z.number().int(),
    profileImage: z.string().nullable().meta({ description: 'Download URL of the profile picture; null means the stock avatar' }),
    pinStatus: ZPinStatusSchema,
  })
  .meta({ id: 'SignIn' });

export const ZSignedOutResponseSchema = z.object({ signedOut: z.literal(true) });

export type TSignInResponse = z.infer<typeof ZSignInResponseSchema>;
