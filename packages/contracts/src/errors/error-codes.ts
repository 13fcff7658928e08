/**
 * The error codes the portal acts on rather than only shows (requirements/error-messages.md). The backend's catalogue
 * describes every code, these included, in Thai and English.
 */
export const TOKEN_EXPIRED_CODE = 'ERR_AUTH_0015';
