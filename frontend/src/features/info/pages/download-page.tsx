import '../info.css';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { IconDownload, IconInvoice, IconSmartphone } from '../../../shared/icons/service-icons';
import { PageHeader } from '../../../shared/layout/page-header';
import { SectionCard } from '../../../shared/layout/section-card';
import { AppStoreLinks } from '../components/app-store-links';
import { PhoneMockup } from '../components/phone-mockup';
import { Paragraphs, Points } from '../components/text-blocks';

/** The published files' list comes from the content feature, handed in by app/. */
export function DownloadPage({ publishedFiles }: { publishedFiles: ReactNode }) {
  return (
    <>
      <PageHeader titleId="screen.download" leadId="download.lead" icon={<IconDownload size={32} />} />
      <div className="container page-body">
        <SectionCard id="app" title={<FormattedMessage id="download.app.title" />} icon={<IconSmartphone />}>
          <div className="app-promo">
            <div>
              <Paragraphs ids={['download.app.p1']} />
              <AppStoreLinks />
            </div>
            <PhoneMockup />
          </div>
        </SectionCard>
        <SectionCard id="files" title={<FormattedMessage id="download.files.title" />} icon={<IconDownload />}>
          {publishedFiles}
        </SectionCard>
        <SectionCard id="documents" title={<FormattedMessage id="download.documents.title" />} icon={<IconInvoice />}>
          <Paragraphs ids={['download.documents.p1']} />
          <Points
            ids={[
              'download.documents.idCard',
              'download.documents.passport',
              'download.documents.vehicleBook',
              'download.documents.powerOfAttorney',
              'download.documents.authorisedId',
              'download.documents.consent',
              'download.documents.companyCertificate',
              'download.documents.vat',
            ]}
          />
          <p className="text-body-secondary small mb-0">
            <FormattedMessage id="download.documents.formats" />
          </p>
        </SectionCard>
      </div>
    </>
  );
}
