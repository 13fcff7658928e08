/** Codes the portal acts on, not just shows: the backend's catalogue has every code with its texts. */
export const ERROR_CODES = {
  invalidValue: 'ERR_COMMON_0002',
  required: 'ERR_COMMON_0004',
  tokenExpired: 'ERR_AUTH_0015',
} as const;

export type TErrorCode = `ERR_${string}_${number}`;
