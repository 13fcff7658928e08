import { useLayoutEffect } from 'react';
import { useIntl } from 'react-intl';
import { intlLocale } from '@mflow/ui/format/format';
import { usePreferences } from '../preferences/preferences-context';

/**
 * The start-up frame is drawn by index.html itself (built from the same components by
 * vite-plugins/startup-frame.ts), so the first paint waits for neither the script nor the
 * access-key calls. It is the loading view of requirements/portal-shell.md#render-choice: React leaves it on screen, with its own root
 * hidden, until the start-up flow has chosen and drawn what comes after it.
 */
export const STARTUP_FRAME_ID = 'startup-frame';

/**
 * Takes the frame away once the first real content is drawn: rendered beside that content (inside
 * its Suspense boundary), it commits only when the content does, and removes the frame before the
 * browser paints, so the two never show at once. A visitor who chose English keeps the frame until
 * the English messages are there, so the page never shows in Thai first.
 */
export function StartupFrameRelease() {
  const { language } = usePreferences();
  const { locale } = useIntl();
  const inChosenLanguage = locale === intlLocale(language);

  useLayoutEffect(() => {
    if (inChosenLanguage) document.getElementById(STARTUP_FRAME_ID)?.remove();
  }, [inChosenLanguage]);

  return null;
}
