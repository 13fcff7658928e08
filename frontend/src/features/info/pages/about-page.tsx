import { FormattedMessage } from 'react-intl';
import { IconInfo, IconShield } from '../../../shared/icons/icons';
import { IconGantry, IconRoute } from '../../../shared/icons/service-icons';
import { AgencyLogos } from '../../../shared/layout/agency-logos';
import { PageHeader } from '../../../shared/layout/page-header';
import { SectionCard } from '../../../shared/layout/section-card';
import { Paragraphs, Points } from '../components/text-blocks';

export function AboutPage() {
  return (
    <>
      <PageHeader titleId="screen.aboutUs" leadId="about.lead" icon={<IconInfo size={32} />} />
      <div className="container page-body">
        <SectionCard id="service" title={<FormattedMessage id="about.service.title" />} icon={<IconGantry />}>
          <Paragraphs ids={['about.service.p1', 'about.service.p2']} />
        </SectionCard>
        <SectionCard id="goals" title={<FormattedMessage id="about.goals.title" />} icon={<IconRoute />}>
          <Points ids={['about.goals.l1', 'about.goals.l2', 'about.goals.l3', 'about.goals.l4']} />
        </SectionCard>
        <SectionCard id="partners" title={<FormattedMessage id="about.partners.title" />} icon={<IconShield />}>
          <Paragraphs ids={['about.partners.p1']} />
          <AgencyLogos />
        </SectionCard>
      </div>
    </>
  );
}
