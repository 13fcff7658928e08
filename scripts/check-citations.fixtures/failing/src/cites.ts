// requirements/billing.md#late-fee-ladder resolves.
// SPEC 5: a section of the old specification.
// BILLING.md's worked example, the old billing rules.
// The design notes ARCHITECTURE.md and STYLE.md.
// ../shared/SPEC.md, beside the repository.
// requirements/billing.md#no-such-heading names a heading the page lacks.
// docs/requirements/vehicles.md names a page that does not exist.
// requirements/billing.md#Late-Fee-Ladder: anchors are lower case.
// requirements/billing.md#not-a-heading is inside a fenced block.
export const formsFolder = '../shared/forms';
