import { useLayoutEffect, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { intlLocale, PORTAL_TIME_ZONE } from '@mflow/ui/format/format';
import en from '../i18n/en.json';
import th from '../i18n/th.json';
import { useLanguage } from '../preferences/language-context';

/** Both catalogues ship with the page (the back-office is small); dates and times are shown in Bangkok time. */
export function BackofficeIntlProvider({ children }: { children: ReactNode }) {
  const { language } = useLanguage();

  useLayoutEffect(() => {
    document.documentElement.lang = language.toLowerCase();
  }, [language]);

  return (
    <IntlProvider
      locale={intlLocale(language)}
      defaultLocale={intlLocale('TH')}
      timeZone={PORTAL_TIME_ZONE}
      messages={language === 'EN' ? en : th}
    >
      {children}
    </IntlProvider>
  );
}
