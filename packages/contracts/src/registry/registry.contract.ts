import { z } from 'zod';

export const ZVerifyIndividualResponseSchema = z.object({ verified: z.literal(true) });

export const ZVerifyJuristicResponseSchema = z.object({
  verified: z.literal(true),
  juristicId: z.string(),
  nameTh: z.string(),
  nameEn: z.string(),
  juristicType: z.string().meta({ description: 'A code of the master list `juristictypes`' }),
  registeredOn: z.string().meta({ description: 'YYYY-MM-DD' }),
});

export type TVerifyJuristicResponse = z.infer<typeof ZVerifyJuristicResponseSchema>;
