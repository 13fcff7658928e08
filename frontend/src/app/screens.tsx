import { lazy, type ComponentType } from 'react';
import { ScreenComingSoonPage } from '../features/coming-soon/pages/screen-coming-soon-page';
import type { ScreenId } from './route-table';

/* Each finished page is its own chunk, so the home route ships only what home needs. */
const KnowledgePage = lazy(() => import('../features/info/pages/knowledge-page').then((m) => ({ default: m.KnowledgePage })));
const PolicyPage = lazy(() => import('../features/info/pages/policy-page').then((m) => ({ default: m.PolicyPage })));
const AboutPage = lazy(() => import('../features/info/pages/about-page').then((m) => ({ default: m.AboutPage })));
const ContactPage = lazy(() => import('../features/info/pages/contact-page').then((m) => ({ default: m.ContactPage })));
const DownloadPage = lazy(() => import('../features/info/pages/download-page').then((m) => ({ default: m.DownloadPage })));
const ApplicationPage = lazy(() => import('../features/info/pages/application-page').then((m) => ({ default: m.ApplicationPage })));
const MaintenancePage = lazy(() => import('../features/maintenance/pages/maintenance-page').then((m) => ({ default: m.MaintenancePage })));

const FINISHED: Partial<Record<ScreenId, ComponentType>> = {
  knowledge: KnowledgePage,
  policy: PolicyPage,
  aboutUs: AboutPage,
  contactUs: ContactPage,
  download: DownloadPage,
  application: ApplicationPage,
  maintenance: MaintenancePage,
};

/** The page for a route: a finished one, or the translated "coming soon" page for screens of later work. */
export function Screen({ id }: { id: ScreenId }) {
  const Finished = FINISHED[id];
  return Finished ? <Finished /> : <ScreenComingSoonPage titleId={`screen.${id}`} />;
}
