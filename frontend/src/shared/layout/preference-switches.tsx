import { useIntl } from 'react-intl';
import type { Language } from '@mflow/ui/api/api-types';
import { FONT_SIZES } from '../preferences/preferences';
import { usePreferences } from '../preferences/preferences-context';

const LANGUAGES: readonly Language[] = ['TH', 'EN'];

/** The header's TH/EN switch and small/medium/big font-size choice (SPEC 1). */
export function PreferenceSwitches() {
  const intl = useIntl();
  const { language, setLanguage, fontSize, setFontSize } = usePreferences();
  return (
    <div className="preference-switches">
      <div className="btn-group btn-group-sm" role="group" aria-label={intl.formatMessage({ id: 'header.fontSize.label' })}>
        {FONT_SIZES.map((size) => (
          <button
            key={size}
            type="button"
            className={`btn btn-switch font-size-${size}`}
            aria-pressed={fontSize === size}
            aria-label={intl.formatMessage({ id: `header.fontSize.${size}` })}
            title={intl.formatMessage({ id: `header.fontSize.${size}` })}
            onClick={() => setFontSize(size)}
          >
            {intl.formatMessage({ id: 'header.fontSize.glyph' })}
          </button>
        ))}
      </div>
      <div className="btn-group btn-group-sm" role="group" aria-label={intl.formatMessage({ id: 'header.language.label' })}>
        {LANGUAGES.map((code) => (
          <button
            key={code}
            type="button"
            className="btn btn-switch"
            aria-pressed={language === code}
            lang={code.toLowerCase()}
            aria-label={intl.formatMessage({ id: `header.language.${code}` })}
            onClick={() => setLanguage(code)}
          >
            {intl.formatMessage({ id: `header.language.${code}.short` })}
          </button>
        ))}
      </div>
    </div>
  );
}
