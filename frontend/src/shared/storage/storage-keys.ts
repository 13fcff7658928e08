/** The values requirements/portal-shell.md#stored-values lists as locally stored, under one name each. */
export const LOCAL_KEYS = {
  customerId: 'customerId',
  email: 'email',
  displayName: 'displayName',
  point: 'point',
  profileImage: 'profileImage',
  accessToken: 'accessToken',
  accountType: 'accountType',
  rememberUsername: 'rememberUsername',
  language: 'languageCode',
  currentPath: 'currentPath',
  /** Set once when the server reports an expired token, so the home page explains the sign-out exactly once. */
  tokenExpired: 'tokenExpired',
} as const;

export const SESSION_KEYS = {
  fontSize: 'fontSize',
} as const;

/** The access key is cached per first path segment (requirements/wire-contract.md#access-key), so portals mounted side by side never share one. */
export function accessKeyStorageKey(segment: string): string {
  return `accessKey:${segment}`;
}

/** Values that sign-out removes even when a remember-me username is kept (requirements/portal-shell.md#sign-out). */
export const SIGN_OUT_KEYS_WHEN_REMEMBERED = [
  LOCAL_KEYS.profileImage,
  LOCAL_KEYS.accessToken,
  LOCAL_KEYS.accountType,
  LOCAL_KEYS.customerId,
] as const;
