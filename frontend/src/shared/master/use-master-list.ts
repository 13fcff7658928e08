import type { TMasterItem, TMasterListResponse } from '@mflow/contracts/master/master.contract';
import { useEffect, useState } from 'react';
import { portalApi } from '../api/portal-api';
import { usePreferences } from '../preferences/preferences-context';

/** Lists change only with a new release, so each (language, list, parent) is fetched once per page load. */
const cache = new Map<string, Promise<TMasterItem[]>>();

function loadMasterList(name: string, parent: string | undefined, language: string): Promise<TMasterItem[]> {
  const key = `${language}|${name}|${parent ?? ''}`;
  let pending = cache.get(key);
  if (!pending) {
    const query = parent ? `?parent=${encodeURIComponent(parent)}` : '';
    pending = portalApi
      .request<TMasterListResponse>(`/customerservice/api/v1/master/${name}${query}`, { auth: 'bearerOrAccessKey' })
      .then((list) => list.items);
    pending.catch(() => cache.delete(key));
    cache.set(key, pending);
  }
  return pending;
}

/** A master list, or undefined while it loads (or when `parent` is required and not chosen yet: pass null). */
export function useMasterList(name: string, parent?: string | null): TMasterItem[] | undefined {
  const { language } = usePreferences();
  const key = parent === null ? undefined : `${language}|${name}|${parent ?? ''}`;
  const [loaded, setLoaded] = useState<{ key: string; items: TMasterItem[] }>();

  useEffect(() => {
    if (key === undefined || parent === null) return;
    let current = true;
    loadMasterList(name, parent, language).then(
      (items) => {
        if (current) setLoaded({ key, items });
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [key, name, parent, language]);

  return loaded && loaded.key === key ? loaded.items : undefined;
}
