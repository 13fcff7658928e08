import type { Adapter, AdapterPayload } from 'oidc-provider';
import { systemClock } from '../../platform/clock';

/**
 * oidc-provider's storage for the simulated providers: a map per model, gone at restart. That is
 * the point of a simulation (a restart ends the sign-ins under way at the provider, nothing more);
 * writing it here, rather than using the library's development adapter, keeps its warning meant
 * for production deployments out of every start and test.
 */
export function memoryAdapterFactory(): (model: string) => Adapter {
  const store = new Map<string, { payload: AdapterPayload; expiresAt: number | undefined }>();
  return (model) => {
    const key = (id: string) => `${model}:${id}`;
    // The provider's own artefacts expire in wall time, as the library itself stamps them: they are
    // the provider's, not the portal's business rules, so the simulated clock does not move them.
    const live = (id: string) => {
      const entry = store.get(key(id));
      if (!entry) return undefined;
      if (entry.expiresAt !== undefined && entry.expiresAt <= systemClock.now().getTime()) {
        store.delete(key(id));
        return undefined;
      }
      return entry.payload;
    };
    const findBy = (field: 'uid' | 'userCode', value: string) => {
      for (const [storedKey, entry] of store) {
        if (storedKey.startsWith(`${model}:`) && entry.payload[field] === value) return live(storedKey.slice(model.length + 1));
      }
      return undefined;
    };
    return {
      upsert: async (id, payload, expiresIn) => {
        store.set(key(id), { payload, expiresAt: expiresIn ? systemClock.now().getTime() + expiresIn * 1000 : undefined });
      },
      find: async (id) => live(id),
      findByUid: async (uid) => findBy('uid', uid),
      findByUserCode: async (userCode) => findBy('userCode', userCode),
      consume: async (id) => {
        const payload = live(id);
        if (payload) payload.consumed = Math.floor(systemClock.now().getTime() / 1000);
      },
      destroy: async (id) => {
        store.delete(key(id));
      },
      revokeByGrantId: async (grantId) => {
        for (const [storedKey, entry] of store) if (entry.payload.grantId === grantId) store.delete(storedKey);
      },
    };
  };
}
