import { lazy, type ComponentType } from 'react';
import type { ScreenId } from './route-table';

/* Each finished page is its own chunk, so the home route ships only what home needs. */
const KnowledgePage = lazy(() => import('../features/info/pages/knowledge-page').then((m) => ({ default: m.KnowledgePage })));
const PolicyPage = lazy(() => import('../features/info/pages/policy-page').then((m) => ({ default: m.PolicyPage })));
const AboutPage = lazy(() => import('../features/info/pages/about-page').then((m) => ({ default: m.AboutPage })));
const ContactUsScreen = lazy(() => import('./composed-screens/contact-us-screen').then((m) => ({ default: m.ContactUsScreen })));
const DownloadScreen = lazy(() => import('./composed-screens/download-screen').then((m) => ({ default: m.DownloadScreen })));
const AboutServicePage = lazy(() => import('../features/info/pages/about-service-page').then((m) => ({ default: m.AboutServicePage })));
const ApplicationPage = lazy(() => import('../features/info/pages/application-page').then((m) => ({ default: m.ApplicationPage })));
const NewsPage = lazy(() => import('../features/content/pages/news-page').then((m) => ({ default: m.NewsPage })));
const NewsDetailPage = lazy(() => import('../features/content/pages/news-detail-page').then((m) => ({ default: m.NewsDetailPage })));
const FaqsPage = lazy(() => import('../features/content/pages/faqs-page').then((m) => ({ default: m.FaqsPage })));
const PromotionsPage = lazy(() => import('../features/content/pages/promotions-page').then((m) => ({ default: m.PromotionsPage })));
const OfficialSendersPage = lazy(() =>
  import('../features/content/pages/official-senders-page').then((m) => ({ default: m.OfficialSendersPage })),
);
const RfidInstallationPage = lazy(() =>
  import('../features/rfid/pages/rfid-installation-page').then((m) => ({ default: m.RfidInstallationPage })),
);
const LoginPage = lazy(() => import('../features/auth/pages/login-page').then((m) => ({ default: m.LoginPage })));
const SocialCallbackPage = lazy(() =>
  import('../features/auth/pages/social-callback-page').then((m) => ({ default: m.SocialCallbackPage })),
);
const ForgotPasswordPage = lazy(() =>
  import('../features/auth/pages/forgot-password-page').then((m) => ({ default: m.ForgotPasswordPage })),
);
const ResetPasswordPage = lazy(() => import('../features/auth/pages/reset-password-page').then((m) => ({ default: m.ResetPasswordPage })));
const PasscodePage = lazy(() => import('../features/auth/pages/passcode-page').then((m) => ({ default: m.PasscodePage })));
const ConsentPage = lazy(() => import('../features/registration/pages/consent-page').then((m) => ({ default: m.ConsentPage })));
const RegisterPage = lazy(() => import('../features/registration/pages/register-page').then((m) => ({ default: m.RegisterPage })));
const RegisterPlusPage = lazy(() =>
  import('../features/registration/pages/register-plus-page').then((m) => ({ default: m.RegisterPlusPage })),
);
const ActivatePage = lazy(() => import('../features/registration/pages/activate-page').then((m) => ({ default: m.ActivatePage })));
const AccountPage = lazy(() => import('../features/account/pages/account-page').then((m) => ({ default: m.AccountPage })));
const NotificationsPage = lazy(() =>
  import('../features/account/pages/notifications-page').then((m) => ({ default: m.NotificationsPage })),
);
const AddressesPage = lazy(() => import('../features/account/pages/addresses-page').then((m) => ({ default: m.AddressesPage })));
const PasswordPage = lazy(() => import('../features/account/pages/password-page').then((m) => ({ default: m.PasswordPage })));
const CloseAccountPage = lazy(() => import('../features/account/pages/close-account-page').then((m) => ({ default: m.CloseAccountPage })));
const MailboxPage = lazy(() => import('../features/mailbox/pages/mailbox-page').then((m) => ({ default: m.MailboxPage })));
const VehiclesPage = lazy(() => import('../features/vehicles/pages/vehicles-page').then((m) => ({ default: m.VehiclesPage })));
const AddVehiclePage = lazy(() => import('../features/vehicles/pages/add-vehicle-page').then((m) => ({ default: m.AddVehiclePage })));
const EditVehiclePage = lazy(() => import('../features/vehicles/pages/edit-vehicle-page').then((m) => ({ default: m.EditVehiclePage })));
const ResubmitVehiclePage = lazy(() =>
  import('../features/vehicles/pages/edit-vehicle-page').then((m) => ({ default: m.ResubmitVehiclePage })),
);
const FleetImportPage = lazy(() => import('../features/vehicles/pages/fleet-import-page').then((m) => ({ default: m.FleetImportPage })));
const PaymentMethodsPage = lazy(() =>
  import('../features/payment-methods/pages/payment-methods-page').then((m) => ({ default: m.PaymentMethodsPage })),
);
const AddPaymentMethodPage = lazy(() =>
  import('../features/payment-methods/pages/add-payment-method-page').then((m) => ({ default: m.AddPaymentMethodPage })),
);
const RefCodePage = lazy(() => import('../features/vehicles/pages/ref-code-page').then((m) => ({ default: m.RefCodePage })));
const AccrualsPage = lazy(() => import('../features/invoices/pages/accruals-page').then((m) => ({ default: m.AccrualsPage })));
const PaymentInvoicePage = lazy(() =>
  import('../features/payments/pages/payment-invoice-page').then((m) => ({ default: m.PaymentInvoicePage })),
);
const PaymentCardPage = lazy(() => import('../features/payments/pages/payment-card-page').then((m) => ({ default: m.PaymentCardPage })));
const NonLinePaymentPage = lazy(() =>
  import('../features/payments/pages/non-line-payment-page').then((m) => ({ default: m.NonLinePaymentPage })),
);
const PaymentResultPage = lazy(() =>
  import('../features/payments/pages/payment-result-page').then((m) => ({ default: m.PaymentResultPage })),
);
const InvoicesPage = lazy(() => import('../features/invoices/pages/invoices-page').then((m) => ({ default: m.InvoicesPage })));
const InvoiceDetailPage = lazy(() =>
  import('../features/invoices/pages/invoice-detail-page').then((m) => ({ default: m.InvoiceDetailPage })),
);
const TollHistoryPage = lazy(() => import('../features/invoices/pages/toll-history-page').then((m) => ({ default: m.TollHistoryPage })));
const PaymentNoticePage = lazy(() =>
  import('../features/notices/pages/payment-notice-page').then((m) => ({ default: m.PaymentNoticePage })),
);
const AppealNoticePage = lazy(() => import('../features/appeals/pages/appeal-notice-page').then((m) => ({ default: m.AppealNoticePage })));
const NonMemberPaymentPage = lazy(() =>
  import('../features/invoices/pages/non-member-payment-page').then((m) => ({ default: m.NonMemberPaymentPage })),
);
const PaymentHistoryPage = lazy(() =>
  import('../features/payments/pages/payment-history-page').then((m) => ({ default: m.PaymentHistoryPage })),
);
const ReceiptReprintScreen = lazy(() =>
  import('./composed-screens/receipt-reprint-screen').then((m) => ({ default: m.ReceiptReprintScreen })),
);
const TaxInvoicesPage = lazy(() =>
  import('../features/tax-invoices/pages/tax-invoices-page').then((m) => ({ default: m.TaxInvoicesPage })),
);
const VisitorDisputePage = lazy(() =>
  import('../features/case-tracking/pages/visitor-dispute-page').then((m) => ({ default: m.VisitorDisputePage })),
);
const CaseTrackingScreen = lazy(() => import('./composed-screens/case-tracking-screen').then((m) => ({ default: m.CaseTrackingScreen })));
const DisputePage = lazy(() => import('../features/cases/pages/dispute-page').then((m) => ({ default: m.DisputePage })));
const CasesPage = lazy(() => import('../features/cases/pages/cases-page').then((m) => ({ default: m.CasesPage })));
const CaseDetailScreen = lazy(() => import('./composed-screens/case-detail-screen').then((m) => ({ default: m.CaseDetailScreen })));
const ComplaintPage = lazy(() => import('../features/complaints/pages/complaint-page').then((m) => ({ default: m.ComplaintPage })));
const MaintenancePage = lazy(() => import('../features/maintenance/pages/maintenance-page').then((m) => ({ default: m.MaintenancePage })));
const PrepaidPage = lazy(() => import('../features/prepaid/pages/prepaid-page').then((m) => ({ default: m.PrepaidPage })));
const PrepaidOpenPage = lazy(() => import('../features/prepaid/pages/prepaid-open-page').then((m) => ({ default: m.PrepaidOpenPage })));
const PrepaidSettingsPage = lazy(() =>
  import('../features/prepaid/pages/prepaid-settings-page').then((m) => ({ default: m.PrepaidSettingsPage })),
);
const ClosePrepaidPage = lazy(() =>
  import('../features/prepaid/closing/close-prepaid-page').then((m) => ({ default: m.ClosePrepaidPage })),
);

/** Every screen's page: a screen without one does not compile. */
export const SCREENS: Record<ScreenId, ComponentType> = {
  knowledge: KnowledgePage,
  policy: PolicyPage,
  aboutUs: AboutPage,
  contactUs: ContactUsScreen,
  complaint: ComplaintPage,
  download: DownloadScreen,
  application: ApplicationPage,
  news: NewsPage,
  newsDetail: NewsDetailPage,
  faqs: FaqsPage,
  promotion: PromotionsPage,
  aboutService: AboutServicePage,
  officialSenders: OfficialSendersPage,
  maintenance: MaintenancePage,
  login: LoginPage,
  socialCallback: SocialCallbackPage,
  forgotPassword: ForgotPasswordPage,
  resetPassword: ResetPasswordPage,
  passcode: PasscodePage,
  consent: ConsentPage,
  register: RegisterPage,
  registerPlus: RegisterPlusPage,
  activate: ActivatePage,
  account: AccountPage,
  accountAddresses: AddressesPage,
  accountPassword: PasswordPage,
  accountClose: CloseAccountPage,
  accountNotifications: NotificationsPage,
  mailbox: MailboxPage,
  car: VehiclesPage,
  carAdd: AddVehiclePage,
  carEdit: EditVehiclePage,
  carResubmit: ResubmitVehiclePage,
  carImport: FleetImportPage,
  paymentMethods: PaymentMethodsPage,
  paymentMethodAdd: AddPaymentMethodPage,
  refCode: RefCodePage,
  accrualList: AccrualsPage,
  invoices: InvoicesPage,
  invoiceDetail: InvoiceDetailPage,
  tollHistory: TollHistoryPage,
  paymentNotices: PaymentNoticePage,
  appealNotice: AppealNoticePage,
  rfidInstallation: RfidInstallationPage,
  nonMemberPayment: NonMemberPaymentPage,
  paymentInvoice: PaymentInvoicePage,
  paymentCard: PaymentCardPage,
  nonLinePayment: NonLinePaymentPage,
  paymentResult: PaymentResultPage,
  paymentHistory: PaymentHistoryPage,
  nonMemberReprint: ReceiptReprintScreen,
  visitorDispute: VisitorDisputePage,
  caseTracking: CaseTrackingScreen,
  dispute: DisputePage,
  cases: CasesPage,
  caseDetail: CaseDetailScreen,
  taxInvoices: TaxInvoicesPage,
  prepaid: PrepaidPage,
  prepaidOpen: PrepaidOpenPage,
  prepaidSettings: PrepaidSettingsPage,
  prepaidClose: ClosePrepaidPage,
};

/** The page of a route's screen. */
export function Screen({ id }: { id: ScreenId }) {
  const Page = SCREENS[id];
  return <Page />;
}
