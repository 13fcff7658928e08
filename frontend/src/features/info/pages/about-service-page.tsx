import '../info.css';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { IconCheckCircle } from '../../../shared/icons/icons';
import { IconGantry, IconRoute, IconWallet } from '../../../shared/icons/service-icons';
import { PageHeader } from '../../../shared/layout/page-header';
import { SectionCard } from '../../../shared/layout/section-card';
import { MENU } from '../../../shared/menu/menu-codes';
import { useMenuActive } from '../../../shared/menu/menu-context';
import { useSession } from '../../../shared/session/session-context';
import { Paragraphs, Points } from '../components/text-blocks';

const STEPS = ['drive', 'record', 'bill', 'pay'] as const;

/** MENU00019 "what the service is" (requirements/content.md#what-the-service-is): M-Flow in a few minutes, for someone who has never used it. */
export function AboutServicePage() {
  const isActive = useMenuActive();
  const { loggedIn } = useSession();
  return (
    <>
      <PageHeader titleId="screen.aboutService" leadId="aboutService.lead" icon={<IconGantry size={32} />} />
      <div className="container page-body">
        <SectionCard id="what" title={<FormattedMessage id="aboutService.what.title" />} icon={<IconGantry />}>
          <Paragraphs ids={['aboutService.what.p1', 'aboutService.what.p2']} />
        </SectionCard>
        <SectionCard id="steps" title={<FormattedMessage id="aboutService.steps.title" />} icon={<IconRoute />}>
          <ol className="service-steps">
            {STEPS.map((step) => (
              <li key={step} className="service-step">
                <h3 className="feature-title">
                  <FormattedMessage id={`aboutService.step.${step}.title`} />
                </h3>
                <p className="feature-text">
                  <FormattedMessage id={`aboutService.step.${step}.text`} />
                </p>
              </li>
            ))}
          </ol>
        </SectionCard>
        <SectionCard id="who" title={<FormattedMessage id="aboutService.who.title" />} icon={<IconWallet />}>
          <Points ids={['aboutService.who.member', 'aboutService.who.visitor', 'aboutService.who.company']} />
        </SectionCard>
        <SectionCard id="more" title={<FormattedMessage id="aboutService.more.title" />} icon={<IconCheckCircle />}>
          <div className="d-flex flex-wrap gap-2">
            <Link className="btn btn-outline-primary" to="/knowledge">
              <FormattedMessage id="aboutService.more.knowledge" />
            </Link>
            {!loggedIn && isActive(MENU.register) ? (
              <Link className="btn btn-primary" to="/consent">
                <FormattedMessage id="aboutService.more.register" />
              </Link>
            ) : null}
            {isActive(MENU.application) ? (
              <Link className="btn btn-outline-primary" to="/application">
                <FormattedMessage id="aboutService.more.app" />
              </Link>
            ) : null}
          </div>
        </SectionCard>
      </div>
    </>
  );
}
