/** The build-time settings, read in this one place. */
export const portalEnv = {
  accessKeyFlag: import.meta.env.VITE_ACCESS_KEY_ENABLED as string | undefined,
  remoteConfigPollMs: Number(import.meta.env.VITE_REMOTE_CONFIG_POLL_MS) > 0 ? Number(import.meta.env.VITE_REMOTE_CONFIG_POLL_MS) : 30_000,
};
