import { useIntl } from 'react-intl';
import { LANGUAGES } from '../preferences/language';
import { useLanguage } from '../preferences/language-context';

/** TH/EN: changes the screen and the language the server answers in. */
export function LanguageSwitch() {
  const intl = useIntl();
  const { language, setLanguage } = useLanguage();
  return (
    <div className="btn-group btn-group-sm bo-language" role="group" aria-label={intl.formatMessage({ id: 'header.language.label' })}>
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
  );
}
