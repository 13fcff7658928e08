import { useIntl } from 'react-intl';
import { LanguageSwitch } from '@mflow/ui/language/language-switch.tsx';
import { FONT_SIZES } from '../preferences/preferences';
import { usePreferences } from '../preferences/preferences-context';

/** The header's TH/EN switch and small/medium/big font-size choice (requirements/portal-shell.md#language-and-font-size). */
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
      <LanguageSwitch language={language} onChange={setLanguage} />
    </div>
  );
}
