export const REMOTE_CONFIG_PATH = '/masterservice/api/v1/remoteconfig';

/** The remote-config list holds the maintenance setting as { key: 'maintenance', enabled }. */
export function maintenanceEnabled(data: unknown): boolean {
  if (typeof data !== 'object' || data === null || !('settings' in data) || !Array.isArray(data.settings)) return false;
  return data.settings.some(
    (setting: unknown) =>
      typeof setting === 'object' &&
      setting !== null &&
      'key' in setting &&
      setting.key === 'maintenance' &&
      'enabled' in setting &&
      setting.enabled === true,
  );
}
