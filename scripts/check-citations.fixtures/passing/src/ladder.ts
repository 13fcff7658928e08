// requirements/billing.md#late-fee-ladder
// The second notes: requirements/billing.md#notes-1, in prose (docs/requirements/billing.md#notes).
export const topic = 'BILLING';
export const DEFAULT_BILLING_RULES = {};
export const formsFolder = '../shared/forms';
