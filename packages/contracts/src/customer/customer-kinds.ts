export type TCustomerKind = 'INDIVIDUAL' | 'JURISTIC';

/** Who fills in the form: the customer themself, or a person holding the customer's power of attorney. */
export const REGISTRANT_TYPES = ['OWNER', 'AUTHORISED_PERSON'] as const;
export type TRegistrantType = (typeof REGISTRANT_TYPES)[number];

export const CUSTOMER_STATUSES = ['WAIT_EMAIL_CONFIRM', 'PENDING_APPROVAL', 'ACTIVE', 'REJECTED', 'CLOSED'] as const;
export type TCustomerStatus = (typeof CUSTOMER_STATUSES)[number];

export const ADDRESS_KINDS = ['REGISTRATION', 'RESIDENCE', 'DOCUMENT', 'DELIVERY', 'INVOICE'] as const;
export type TAddressKind = (typeof ADDRESS_KINDS)[number];
