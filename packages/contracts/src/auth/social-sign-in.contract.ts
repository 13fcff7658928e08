import { z } from 'zod';
import { ZSignInResponseSchema } from './auth.contract';
import { text } from '../rules/text';

/** The social identity providers (requirements/accounts.md#sign-in): two social networks and an Apple-type sign-in. */
export const SOCIAL_PROVIDERS = ['google', 'facebook', 'apple'] as const;
export const ZSocialProviderSchema = z.enum(SOCIAL_PROVIDERS);
export type TSocialProvider = z.infer<typeof ZSocialProviderSchema>;

/** SIGN_IN from the sign-in page; LINK from the profile page of a signed-in member. */
export const SOCIAL_PURPOSES = ['SIGN_IN', 'LINK'] as const;
export type TSocialPurpose = (typeof SOCIAL_PURPOSES)[number];

/** The portal page the providers send the browser back to, under /mflow. */
export const SOCIAL_CALLBACK_PATH = '/social/callback';

export const ZSocialProviderListSchema = z.object({
  providers: z
    .array(ZSocialProviderSchema)
    .meta({ description: 'The providers this server is configured for, in the order the sign-in page shows them' }),
});

export const ZSocialStartRequestSchema = z.object({ provider: ZSocialProviderSchema }).strict();

export const ZSocialStartResponseSchema = z.object({
  authorizationUrl: z.string().meta({ description: "The provider's sign-in page; the browser goes there" }),
  browserKey: text().meta({
    description: 'Kept by the browser and sent back with the callback, so an attempt finishes only in the browser that began it',
  }),
});

export const ZSocialCallbackRequestSchema = z
  .object({
    provider: ZSocialProviderSchema,
    query: text().max(4096).meta({ description: 'The query string the provider sent the browser back with (code and state, or error)' }),
    browserKey: text().min(1).max(200),
  })
  .strict();

const ZSocialPrefillSchema = z.object({ firstName: z.string(), lastName: z.string(), email: z.string() });
export type TSocialPrefill = z.infer<typeof ZSocialPrefillSchema>;

/**
 * What the callback led to: signed in; a member with this verified e-mail exists but must confirm
 * with their password before the identity is linked; nobody has it, so registration follows with
 * the provider's name and e-mail; or (from the profile page) the identity is now linked.
 */
export const ZSocialCallbackResponseSchema = z.discriminatedUnion('outcome', [
  z.object({ outcome: z.literal('SIGNED_IN'), signIn: ZSignInResponseSchema }),
  z.object({
    outcome: z.literal('CONFIRM_LINK'),
    provider: ZSocialProviderSchema,
    linkToken: z.string().meta({ description: 'Single use, short-lived; sent back with the password' }),
    email: z.string(),
  }),
  z.object({ outcome: z.literal('REGISTER'), provider: ZSocialProviderSchema, prefill: ZSocialPrefillSchema }),
  z.object({ outcome: z.literal('LINKED'), provider: ZSocialProviderSchema }),
]);
export type TSocialCallbackResponse = z.infer<typeof ZSocialCallbackResponseSchema>;

export const ZSocialLinkConfirmRequestSchema = z
  .object({ linkToken: text().min(1).max(200), password: z.string().min(1).max(200) })
  .strict();

const ZSocialIdentitySchema = z.object({
  provider: ZSocialProviderSchema,
  email: z.string(),
  linkedAt: z.string().meta({ description: 'ISO instant' }),
});

export const ZSocialIdentityListSchema = z.object({
  identities: z.array(ZSocialIdentitySchema),
  available: z.array(ZSocialProviderSchema).meta({ description: 'The providers this server is configured for' }),
});
export type TSocialIdentityList = z.infer<typeof ZSocialIdentityListSchema>;
