import '../info.css';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { IconClock, IconMail } from '../../../shared/icons/icons';
import { IconChat, IconGantry, IconPhone, IconTag } from '../../../shared/icons/service-icons';
import { PageHeader } from '../../../shared/layout/page-header';
import { SectionCard } from '../../../shared/layout/section-card';
import officeMap from '../assets/office-map.svg';
import { MENU } from '../../../shared/menu/menu-codes';
import { useMenuActive } from '../../../shared/menu/menu-context';

function PhoneCard({ id, icon }: { id: 'callCentre' | 'easyPass'; icon: ReactNode }) {
  const intl = useIntl();
  const number = intl.formatMessage({ id: `contact.${id}.number` });
  return (
    <section className="contact-card" aria-labelledby={`${id}-title`}>
      <span className="contact-icon" aria-hidden="true">
        {icon}
      </span>
      <h2 id={`${id}-title`} className="contact-title">
        <FormattedMessage id={`contact.${id}.title`} />
      </h2>
      <a className="contact-number" href={`tel:${number}`}>
        {number}
      </a>
      <p className="contact-detail">
        <FormattedMessage id={`contact.${id}.detail`} />
      </p>
      <p className="contact-hours">
        <IconClock size={16} />
        <span>
          <FormattedMessage id={`contact.${id}.hours`} />
        </span>
      </p>
    </section>
  );
}

/** Where the service centre is: the address, a drawn map (no map service is called) and a link to open it in a map app. */
function OfficeCard() {
  const intl = useIntl();
  const address = intl.formatMessage({ id: 'contact.office.address' });
  return (
    <SectionCard id="office" title={<FormattedMessage id="contact.office.title" />} icon={<IconGantry />}>
      <div className="office-grid">
        <div>
          <address className="office-address">{address}</address>
          <p className="contact-hours">
            <IconClock size={16} />
            <span>
              <FormattedMessage id="contact.office.hours" />
            </span>
          </p>
          <a
            className="btn btn-outline-primary"
            href={`https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`}
            target="_blank"
            rel="noreferrer"
          >
            <FormattedMessage id="contact.office.openMap" />
          </a>
        </div>
        <img
          className="office-map"
          src={officeMap}
          width={640}
          height={360}
          loading="lazy"
          alt={intl.formatMessage({ id: 'contact.office.mapAlt' })}
        />
      </div>
    </SectionCard>
  );
}

/** The contact form comes from the content feature, handed in by app/. */
export function ContactPage({ contactForm }: { contactForm: ReactNode }) {
  const isActive = useMenuActive();
  return (
    <>
      <PageHeader titleId="screen.contactUs" leadId="contact.lead" icon={<IconPhone size={32} />} />
      <div className="container page-body">
        <div className="contact-grid">
          <PhoneCard id="callCentre" icon={<IconPhone size={28} />} />
          <PhoneCard id="easyPass" icon={<IconTag size={28} />} />
          <section className="contact-card" aria-labelledby="online-title">
            <span className="contact-icon" aria-hidden="true">
              <IconChat size={28} />
            </span>
            <h2 id="online-title" className="contact-title">
              <FormattedMessage id="contact.online.title" />
            </h2>
            <p className="contact-detail">
              <FormattedMessage id="contact.online.detail" />
            </p>
            {isActive(MENU.complaint) ? (
              <Link className="btn btn-primary" to="/complaint">
                <FormattedMessage id="contact.online.complaint" />
              </Link>
            ) : null}
            {isActive(MENU.faq) ? (
              <Link className="btn btn-outline-primary mt-2" to="/faqs">
                <FormattedMessage id="contact.online.faq" />
              </Link>
            ) : null}
          </section>
        </div>
        <div className="notice-box">
          <FormattedMessage id="contact.prepare" />
        </div>
        <div className="mt-4">
          <OfficeCard />
        </div>
        <div className="mt-4">
          <SectionCard id="contact-form" title={<FormattedMessage id="contact.form.title" />} icon={<IconMail />}>
            <p className="text-body-secondary">
              <FormattedMessage id="contact.form.intro" />
            </p>
            {contactForm}
          </SectionCard>
        </div>
      </div>
    </>
  );
}
