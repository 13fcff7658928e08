import { lazy } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { BackofficeLayout } from '../layout/backoffice-layout';
import { LanguageProvider } from '../preferences/language-context';
import { StaffSessionProvider } from '../session/session-context';
import { BackofficeIntlProvider } from './intl-provider';
import { RequirePermission, StaffHome } from './require-permission';
import { RequireStaff } from './require-staff';

// Each page is its own chunk, as in the portal, so the first screen loads only what it shows.
const SignInPage = lazy(() => import('../pages/sign-in-page').then((m) => ({ default: m.SignInPage })));
const QueuePage = lazy(() => import('../pages/queue-page').then((m) => ({ default: m.QueuePage })));
const RegistrationPage = lazy(() => import('../pages/registration-page').then((m) => ({ default: m.RegistrationPage })));
const VehicleQueuePage = lazy(() => import('../pages/vehicle-queue-page').then((m) => ({ default: m.VehicleQueuePage })));
const VehiclePage = lazy(() => import('../pages/vehicle-page').then((m) => ({ default: m.VehiclePage })));
const InvoicesPage = lazy(() => import('../pages/invoices-page').then((m) => ({ default: m.InvoicesPage })));
const UnmatchedMoneyPage = lazy(() => import('../pages/unmatched-money-page').then((m) => ({ default: m.UnmatchedMoneyPage })));
const ContentPage = lazy(() => import('../pages/content-page').then((m) => ({ default: m.ContentPage })));
const JobRunsPage = lazy(() => import('../pages/job-runs-page').then((m) => ({ default: m.JobRunsPage })));
const SettingsPage = lazy(() => import('../pages/settings-page').then((m) => ({ default: m.SettingsPage })));
const CustomersPage = lazy(() => import('../pages/customers-page').then((m) => ({ default: m.CustomersPage })));
const CustomerPage = lazy(() => import('../pages/customer-page').then((m) => ({ default: m.CustomerPage })));
const StaffAccountsPage = lazy(() => import('../pages/staff-accounts-page').then((m) => ({ default: m.StaffAccountsPage })));
const AuditPage = lazy(() => import('../pages/audit-page').then((m) => ({ default: m.AuditPage })));
const WelcomePage = lazy(() => import('../pages/welcome-page').then((m) => ({ default: m.WelcomePage })));
const CaseQueuePage = lazy(() => import('../pages/cases/case-queue-page').then((m) => ({ default: m.CaseQueuePage })));
const CasePage = lazy(() => import('../pages/cases/case-page').then((m) => ({ default: m.CasePage })));
const HolidaysPage = lazy(() => import('../pages/holidays/holidays-page').then((m) => ({ default: m.HolidaysPage })));
const DayListPage = lazy(() => import('../pages/appointments/day-list-page').then((m) => ({ default: m.DayListPage })));
const SlotCalendarPage = lazy(() => import('../pages/appointments/slot-calendar-page').then((m) => ({ default: m.SlotCalendarPage })));
const ConsolePage = lazy(() => import('../pages/console/console-page').then((m) => ({ default: m.ConsolePage })));
const ComplaintListsPage = lazy(() => import('../pages/complaints/complaint-lists-page').then((m) => ({ default: m.ComplaintListsPage })));
const PrepaidPage = lazy(() => import('../pages/prepaid/prepaid-page').then((m) => ({ default: m.PrepaidPage })));

/** Who reads a centre's day and its calendar, as the staff API of appointments allows: the counter's officers and operations. */
const APPOINTMENT_DESK = ['handleCases', 'operate'] as const;

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
                  <Route index element={<StaffHome />} />
                  <Route path="welcome" element={<WelcomePage />} />
                  <Route element={<RequirePermission permission="review" />}>
                    <Route path="registrations" element={<QueuePage />} />
                    <Route path="registrations/:customerId" element={<RegistrationPage />} />
                    <Route path="vehicles" element={<VehicleQueuePage />} />
                    <Route path="vehicles/:vehicleId" element={<VehiclePage />} />
                  </Route>
                  <Route element={<RequirePermission permission="searchInvoices" />}>
                    <Route path="invoices" element={<InvoicesPage />} />
                    <Route path="invoices/unmatched" element={<UnmatchedMoneyPage />} />
                    <Route path="customers/:customerId/prepaid" element={<PrepaidPage />} />
                  </Route>
                  <Route element={<RequirePermission permission="viewCustomers" />}>
                    <Route path="customers" element={<CustomersPage />} />
                    <Route path="customers/:customerId" element={<CustomerPage />} />
                  </Route>
                  <Route element={<RequirePermission permission="editContent" />}>
                    <Route path="content/:kind" element={<ContentPage />} />
                    <Route path="complaints/lists" element={<ComplaintListsPage />} />
                  </Route>
                  <Route element={<RequirePermission permission="operate" />}>
                    <Route path="settings" element={<SettingsPage />} />
                    <Route path="jobs" element={<JobRunsPage />} />
                    <Route path="holidays" element={<HolidaysPage />} />
                  </Route>
                  <Route element={<RequirePermission permission="handleCases" />}>
                    <Route path="cases" element={<CaseQueuePage />} />
                    <Route path="cases/:caseNo" element={<CasePage />} />
                  </Route>
                  <Route element={<RequirePermission permission={APPOINTMENT_DESK} />}>
                    <Route path="appointments" element={<DayListPage />} />
                    <Route path="appointments/slots" element={<SlotCalendarPage />} />
                  </Route>
                  <Route path="console" element={<ConsolePage />} />
                  <Route element={<RequirePermission permission="manageStaff" />}>
                    <Route path="staff" element={<StaffAccountsPage />} />
                  </Route>
                  <Route element={<RequirePermission permission="readAudit" />}>
                    <Route path="audit" element={<AuditPage />} />
                  </Route>
                  <Route path="*" element={<StaffHome />} />
                </Route>
              </Route>
            </Routes>
          </BrowserRouter>
        </StaffSessionProvider>
      </BackofficeIntlProvider>
    </LanguageProvider>
  );
}
