/**
 * requirements/portal-shell.md#always-available-routes leaves the non-line payment path unnamed; this is the last URL segment the portal uses for
 * it (decision 0005), and the one the API's payment links open. No imports: the portal's start-up
 * reads it before anything else loads.
 */
export const NON_LINE_PAYMENT_SEGMENT = 'nonlinepayment';
