import { useIntl } from 'react-intl';
import type { Language } from '../api/api-types';

const LANGUAGES: readonly Language[] = ['TH', 'EN'];

type Props = { language: Language; onChange: (language: Language) => void; className?: string };

/**
 * The header's TH/EN switch (requirements/portal-shell.md#language-and-font-size): a pressed button per language, each named in full for
 * screen readers. Its texts are each app's `header.language.*` messages.
 */
export function LanguageSwitch({ language, onChange, className }: Props) {
  const intl = useIntl();
  return (
    <div
      className={className ? `btn-group btn-group-sm ${className}` : 'btn-group btn-group-sm'}
      role="group"
      aria-label={intl.formatMessage({ id: 'header.language.label' })}
    >
      {LANGUAGES.map((code) => (
        <button
          key={code}
          type="button"
          className="btn btn-switch"
          aria-pressed={language === code}
          lang={code.toLowerCase()}
          aria-label={intl.formatMessage({ id: `header.language.${code}` })}
          onClick={() => onChange(code)}
        >
          {intl.formatMessage({ id: `header.language.${code}.short` })}
        </button>
      ))}
    </div>
  );
}
