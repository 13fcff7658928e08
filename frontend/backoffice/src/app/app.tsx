import { lazy } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { BackofficeLayout } from '../layout/backoffice-layout';
import { LanguageProvider } from '../preferences/language-context';
import { StaffSessionProvider } from '../session/session-context';
import { BackofficeIntlProvider } from './intl-provider';
import { RequireStaff } from './require-staff';

// Each page is its own chunk, as in the portal, so the first screen loads only what it shows.
const SignInPage = lazy(() => import('../pages/sign-in-page').then((m) => ({ default: m.SignInPage })));
const QueuePage = lazy(() => import('../pages/queue-page').then((m) => ({ default: m.QueuePage })));
const RegistrationPage = lazy(() => import('../pages/registration-page').then((m) => ({ default: m.RegistrationPage })));
const VehicleQueuePage = lazy(() => import('../pages/vehicle-queue-page').then((m) => ({ default: m.VehicleQueuePage })));
const VehiclePage = lazy(() => import('../pages/vehicle-page').then((m) => ({ default: m.VehiclePage })));
const InvoicesPage = lazy(() => import('../pages/invoices-page').then((m) => ({ default: m.InvoicesPage })));
const ContentPage = lazy(() => import('../pages/content-page').then((m) => ({ default: m.ContentPage })));
const JobRunsPage = lazy(() => import('../pages/job-runs-page').then((m) => ({ default: m.JobRunsPage })));
const ConsolePage = lazy(() => import('../pages/console/console-page').then((m) => ({ default: m.ConsolePage })));

/** The back-office's own route table, under /backoffice; it shares nothing with the customer portal's. */
const BACKOFFICE_BASENAME = '/backoffice';

export function App() {
  return (
    <LanguageProvider>
      <BackofficeIntlProvider>
        <StaffSessionProvider>
          <BrowserRouter basename={BACKOFFICE_BASENAME}>
            <Routes>
              <Route element={<BackofficeLayout />}>
                <Route path="signin" element={<SignInPage />} />
                <Route element={<RequireStaff />}>
                  <Route index element={<Navigate to="/registrations" replace />} />
                  <Route path="registrations" element={<QueuePage />} />
                  <Route path="registrations/:customerId" element={<RegistrationPage />} />
                  <Route path="vehicles" element={<VehicleQueuePage />} />
                  <Route path="vehicles/:vehicleId" element={<VehiclePage />} />
                  <Route path="invoices" element={<InvoicesPage />} />
                  <Route path="jobs" element={<JobRunsPage />} />
                  <Route path="console" element={<ConsolePage />} />
                  <Route path="content/:kind" element={<ContentPage />} />
                  <Route path="*" element={<Navigate to="/registrations" replace />} />
                </Route>
              </Route>
            </Routes>
          </BrowserRouter>
        </StaffSessionProvider>
      </BackofficeIntlProvider>
    </LanguageProvider>
  );
}
