export const SETTING_KEYS = { pageConfig: 'page.config', maintenance: 'maintenance' } as const;

export const DEFAULT_SETTINGS: Record<(typeof SETTING_KEYS)[keyof typeof SETTING_KEYS], unknown> = {
  [SETTING_KEYS.pageConfig]: { statusPage: false },
  [SETTING_KEYS.maintenance]: { enabled: false },
};
