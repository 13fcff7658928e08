import '../info.css';
import { FormattedMessage } from 'react-intl';
import { IconShield } from '../../../shared/icons/icons';
import { PageHeader } from '../../../shared/layout/page-header';
import { SectionCard } from '../../../shared/layout/section-card';
import { Paragraphs, Points } from '../components/text-blocks';

/** One page answers both /mflow/policy and /mflow/terms (requirements/content.md#privacy-and-terms). */
const SECTIONS = [
  {
    key: 'terms',
    paragraphs: ['policy.terms.p1', 'policy.terms.p2'],
    points: ['policy.terms.l1', 'policy.terms.l2', 'policy.terms.l3', 'policy.terms.l4'],
  },
  {
    key: 'collect',
    paragraphs: ['policy.collect.p1'],
    points: ['policy.collect.l1', 'policy.collect.l2', 'policy.collect.l3', 'policy.collect.l4', 'policy.collect.l5'],
  },
  {
    key: 'purpose',
    paragraphs: ['policy.purpose.p1'],
    points: ['policy.purpose.l1', 'policy.purpose.l2', 'policy.purpose.l3', 'policy.purpose.l4'],
  },
  { key: 'sharing', paragraphs: ['policy.sharing.p1', 'policy.sharing.p2'], points: [] },
  { key: 'retention', paragraphs: ['policy.retention.p1'], points: [] },
  { key: 'storage', paragraphs: ['policy.storage.p1'], points: ['policy.storage.l1', 'policy.storage.l2', 'policy.storage.l3'] },
  {
    key: 'rights',
    paragraphs: ['policy.rights.p1'],
    points: ['policy.rights.l1', 'policy.rights.l2', 'policy.rights.l3', 'policy.rights.l4'],
  },
  { key: 'contact', paragraphs: ['policy.contact.p1'], points: [] },
] as const;

export function PolicyPage() {
  return (
    <>
      <PageHeader titleId="screen.policy" leadId="policy.lead" icon={<IconShield size={32} />} />
      <div className="container page-body">
        <nav className="toc" aria-labelledby="toc-title">
          <h2 id="toc-title" className="toc-title">
            <FormattedMessage id="policy.toc" />
          </h2>
          <ol>
            {SECTIONS.map(({ key }) => (
              <li key={key}>
                <a href={`#${key}`}>
                  <FormattedMessage id={`policy.${key}.title`} />
                </a>
              </li>
            ))}
          </ol>
        </nav>
        {SECTIONS.map(({ key, paragraphs, points }) => (
          <SectionCard key={key} id={key} title={<FormattedMessage id={`policy.${key}.title`} />}>
            <Paragraphs ids={paragraphs} />
            {points.length > 0 ? <Points ids={points} /> : null}
          </SectionCard>
        ))}
        <p className="text-body-secondary small">
          <FormattedMessage id="policy.updated" />
        </p>
      </div>
    </>
  );
}
