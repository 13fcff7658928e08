import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { pageLinks } from '../api/content-text';

/** Page links that keep the rest of the address's query (the category, say). */
export function Pager({ page, total, size, search }: { page: number; total: number; size: number; search: URLSearchParams }) {
  const intl = useIntl();
  const links = pageLinks(page, total, size);
  if (links.length < 2) return null;
  const to = (target: number) => {
    const params = new URLSearchParams(search);
    params.set('page', String(target));
    return { search: `?${params.toString()}` };
  };
  return (
    <nav aria-label={intl.formatMessage({ id: 'content.pager' })}>
      <ul className="pager">
        {links.map((link, index) =>
          link === 'gap' ? (
            <li key={`gap-${index}`}>
              <span className="pager-gap" aria-hidden="true" />
            </li>
          ) : (
            <li key={link}>
              <Link
                className={`pager-link${link === page ? ' active' : ''}`}
                to={to(link)}
                aria-current={link === page ? 'page' : undefined}
              >
                {link}
              </Link>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
