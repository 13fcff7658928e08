import { useEffect, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import type { Language } from '@mflow/ui/api/api-types';
import { intlLocale, PORTAL_TIME_ZONE } from '@mflow/ui/format/format';
import th from '../i18n/th.json';
import { usePreferences } from '../shared/preferences/preferences-context';

type Catalogue = Record<string, string>;

/**
 * Thai ships with the page; English is fetched the first time it is chosen. Until it arrives the
 * portal stays in Thai, and any key English lacks falls back to Thai (requirements/constants.md#languages).
 */
export function PortalIntlProvider({ children }: { children: ReactNode }) {
  const { language } = usePreferences();
  const [english, setEnglish] = useState<Catalogue>();

  useEffect(() => {
    if (language !== 'EN' || english) return;
    let cancelled = false;
    import('../i18n/en.json').then(
      (module) => {
        if (!cancelled) setEnglish(module.default);
      },
      (error: unknown) => console.error('English messages could not be loaded', error),
    );
    return () => {
      cancelled = true;
    };
  }, [language, english]);

  const shown: Language = language === 'EN' && english ? 'EN' : 'TH';
  const messages = useMemo<Catalogue>(() => (shown === 'EN' && english ? { ...th, ...english } : th), [shown, english]);

  useLayoutEffect(() => {
    document.documentElement.lang = shown.toLowerCase();
  }, [shown]);

  return (
    <IntlProvider locale={intlLocale(shown)} defaultLocale={intlLocale('TH')} timeZone={PORTAL_TIME_ZONE} messages={messages}>
      {children}
    </IntlProvider>
  );
}
