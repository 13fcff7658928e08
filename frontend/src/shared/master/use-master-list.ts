import { useEffect, useState } from 'react';
import { portalApi } from '../api/portal-api';
import { usePreferences } from '../preferences/preferences-context';

/** An item of a master list (SPEC 7 `/customerservice/api/v1/master/{name}`), named in the request's language. */
export type MasterItem = {
  code: string;
  name: string;
  nameTh: string;
  nameEn: string;
  parentCode?: string;
  extra?: Record<string, unknown>;
};

type MasterList = { items: MasterItem[] };

/** Lists change only with a new release, so each (language, list, parent) is fetched once per page load. */
const cache = new Map<string, Promise<MasterItem[]>>();

export function loadMasterList(name: string, parent: string | undefined, language: string): Promise<MasterItem[]> {
  const key = `${language}|${name}|${parent ?? ''}`;
  let pending = cache.get(key);
  if (!pending) {
    const query = parent ? `?parent=${encodeURIComponent(parent)}` : '';
    pending = portalApi
      .request<MasterList>(`/customerservice/api/v1/master/${name}${query}`, { auth: 'bearerOrAccessKey' })
      .then((list) => list.items);
    pending.catch(() => cache.delete(key));
    cache.set(key, pending);
  }
  return pending;
}

/** A master list, or undefined while it loads (or when `parent` is required and not chosen yet: pass null). */
export function useMasterList(name: string, parent?: string | null): MasterItem[] | undefined {
  const { language } = usePreferences();
  const key = parent === null ? undefined : `${language}|${name}|${parent ?? ''}`;
  const [loaded, setLoaded] = useState<{ key: string; items: MasterItem[] }>();

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
