import {
  ZPointsAccountSchema,
  ZPointsQuerySchema,
  ZPointsRulesSchema,
  ZRedeemHeadersSchema,
  ZRedeemRequestSchema,
  ZRedemptionSchema,
} from '@mflow/contracts/points/points.contract';
import type { TAppDeps } from '../../platform/app-deps';
import type { ApiRouter } from '../../platform/http/api-router';
import { customerIdOf } from '../../platform/http/request-context';
import { pointsAccount } from './points-ledger';
import { redeemOffer } from './points-redemption';
import { currentPointsRules, setPointsRules } from './points-rules';

const tag = 'customerservice';
const base = '/customerservice/api/v1/points';

/** The signed-in member's points: balance, ledger, and redeeming partner offers (MENU00018). */
export function registerPointsRoutes(api: ApiRouter, { db, clock }: TAppDeps): void {
  api.define({
    method: 'get',
    path: base,
    summary:
      "The member's points balance (customer/current's point), the earning rule in force, and their earnings and redemptions, newest first",
    tag,
    auth: 'bearer',
    query: ZPointsQuerySchema,
    response: ZPointsAccountSchema,
    handler: ({ query, context }) =>
      pointsAccount({ db, customerId: customerIdOf(context), page: query.page, size: query.size, language: context.language }),
  });

  api.define({
    method: 'post',
    path: `${base}/redemptions`,
    summary:
      'Redeems a published promotion that has a points price: deducts the price once and answers the code to show the partner. Refused when the balance is short; the Idempotency-Key header makes a retry the same redemption',
    tag,
    auth: 'bearer',
    headers: ZRedeemHeadersSchema,
    body: ZRedeemRequestSchema,
    response: ZRedemptionSchema,
    handler: ({ headers, body, context }) =>
      redeemOffer({
        db,
        clock,
        customerId: customerIdOf(context),
        offerId: body.offerId,
        idempotencyKey: headers['idempotency-key'] ?? '',
        language: context.language,
      }),
  });
}

/** The simulation's control of the earning rule, beside the billing rules. */
export function registerPointsRuleRoutes(api: ApiRouter, { db, clock }: TAppDeps): void {
  api.define({
    method: 'get',
    path: '/simservice/api/v1/points/rules',
    summary: 'The rule paid payments earn points under',
    tag: 'simservice',
    auth: 'simulationControl',
    response: ZPointsRulesSchema,
    handler: () => currentPointsRules({ db }),
  });

  api.define({
    method: 'put',
    path: '/simservice/api/v1/points/rules',
    summary: 'Replaces the earning rule for payments awarded from now on; points already earned keep the rule they were earned under',
    tag: 'simservice',
    auth: 'simulationControl',
    body: ZPointsRulesSchema.strict(),
    response: ZPointsRulesSchema,
    handler: ({ body }) => setPointsRules({ db, rules: body, at: clock.now() }),
  });
}
