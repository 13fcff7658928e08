import { FormattedMessage } from 'react-intl';

export function Paragraphs({ ids }: { ids: readonly string[] }) {
  return (
    <>
      {ids.map((id) => (
        <p key={id}>
          <FormattedMessage id={id} />
        </p>
      ))}
    </>
  );
}

export function Points({ ids, values }: { ids: readonly string[]; values?: Record<string, string> }) {
  return (
    <ul className="check-list">
      {ids.map((id) => (
        <li key={id}>
          <FormattedMessage id={id} values={values} />
        </li>
      ))}
    </ul>
  );
}
