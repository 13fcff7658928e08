import { SOCIAL_CALLBACK_PATH } from '@mflow/contracts/auth/social-sign-in.contract';
import type { TGatedRoute } from '@mflow/contracts/master/menu-gating';
import { NON_LINE_PAYMENT_SEGMENT } from '@mflow/contracts/payment/non-line-path';
import { MENU, type MenuCode } from '../shared/menu/menu-codes';

export { NON_LINE_PAYMENT_SEGMENT };

export const MAINTENANCE_PATH = '/maintenance';

export type ScreenId =
  | 'maintenance'
  | 'nonLinePayment'
  | 'invoiceDetail'
  | 'car'
  | 'carAdd'
  | 'carEdit'
  | 'carImport'
  | 'carResubmit'
  | 'paymentMethods'
  | 'paymentMethodAdd'
  | 'resetPassword'
  | 'paymentCard'
  | 'paymentInvoice'
  | 'paymentResult'
  | 'knowledge'
  | 'policy'
  | 'officialSenders'
  | 'refCode'
  | 'register'
  | 'registerPlus'
  | 'consent'
  | 'news'
  | 'newsDetail'
  | 'faqs'
  | 'complaint'
  | 'download'
  | 'aboutUs'
  | 'contactUs'
  | 'dispute'
  | 'visitorDispute'
  | 'caseTracking'
  | 'cases'
  | 'caseDetail'
  | 'appealNotice'
  | 'rfidInstallation'
  | 'application'
  | 'promotion'
  | 'aboutService'
  | 'nonMemberPayment'
  | 'nonMemberReprint'
  | 'login'
  | 'socialCallback'
  | 'forgotPassword'
  | 'passcode'
  | 'activate'
  | 'account'
  | 'accountAddresses'
  | 'accountPassword'
  | 'accountClose'
  | 'accountNotifications'
  | 'mailbox'
  | 'accrualList'
  | 'invoices'
  | 'tollHistory'
  | 'paymentNotices'
  | 'paymentHistory'
  | 'taxInvoices'
  | 'prepaid'
  | 'prepaidOpen'
  | 'prepaidSettings'
  | 'prepaidClose';

/** A portal route, gated by the contract package's menu gating (`visibleRoutes`). */
export type RouteEntry = TGatedRoute & {
  /** Relative to /mflow; matched exactly. */
  path: string;
  screen: ScreenId;
  menuCode?: MenuCode;
};

/** The route table of requirements/portal-shell.md#routes. Home (/mflow) and the fallback are added by the router itself. */
export const ROUTE_TABLE: readonly RouteEntry[] = [
  { path: MAINTENANCE_PATH, screen: 'maintenance' },
  { path: `/${NON_LINE_PAYMENT_SEGMENT}`, screen: 'nonLinePayment' },
  { path: '/invoicedetail', screen: 'invoiceDetail' },
  { path: '/car/resubmit', screen: 'carResubmit' },
  { path: '/resetpwd', screen: 'resetPassword' },
  { path: '/paymentcard', screen: 'paymentCard' },
  { path: '/paymentinvoice', screen: 'paymentInvoice' },
  // requirements/payments.md#payment-result names a screen without a path; members and visitors both land on it.
  { path: '/paymentresult', screen: 'paymentResult' },
  { path: '/knowledge', screen: 'knowledge' },
  { path: '/policy', screen: 'policy' },
  { path: '/terms', screen: 'policy' },
  // Who really writes to customers and how to spot a toll-payment scam: always there, linked from the footer.
  { path: '/officialsender', screen: 'officialSenders' },
  { path: '/refcode', screen: 'refCode' },
  { path: '/register', screen: 'register', menuCode: MENU.register, loggedOutOnly: true },
  { path: '/registerplus', screen: 'registerPlus', menuCode: MENU.register, loggedOutOnly: true },
  { path: '/consent', screen: 'consent', menuCode: MENU.register, loggedOutOnly: true },
  { path: '/news', screen: 'news', menuCode: MENU.news },
  { path: '/newsdetail', screen: 'newsDetail', menuCode: MENU.news },
  { path: '/faqs', screen: 'faqs', menuCode: MENU.faq },
  { path: '/complaint', screen: 'complaint', menuCode: MENU.complaint },
  { path: '/download', screen: 'download', menuCode: MENU.download },
  { path: '/aboutus', screen: 'aboutUs', menuCode: MENU.aboutUs },
  { path: '/contactus', screen: 'contactUs', menuCode: MENU.contactUs },
  { path: '/dispute', screen: 'dispute', menuCode: MENU.dispute },
  // A visitor's dispute and the tracking of a case by its number and a code (docs/decisions/0053), under the dispute process's code.
  { path: '/dispute/visitor', screen: 'visitorDispute', menuCode: MENU.dispute },
  { path: '/dispute/track', screen: 'caseTracking', menuCode: MENU.dispute },
  { path: '/appealnotice', screen: 'appealNotice', menuCode: MENU.appealNotice },
  { path: '/rfidinstallation', screen: 'rfidInstallation', menuCode: MENU.rfidInstallation },
  { path: '/application', screen: 'application', menuCode: MENU.application },
  { path: '/promotion', screen: 'promotion', menuCode: MENU.promotion },
  // MENU00019 "what the service is" (requirements/content.md#what-the-service-is), at a path the requirements do not give.
  { path: '/aboutservice', screen: 'aboutService', menuCode: MENU.aboutService },
  { path: '/unuserpayment', screen: 'nonMemberPayment', menuCode: MENU.nonMemberPayment },
  { path: '/nonm-reprint', screen: 'nonMemberReprint', menuCode: MENU.nonMemberReprint },
  // Screens named without a path (requirements/portal-shell.md#paths-the-project-chose). The e-mailed confirmation link opens /activate (chosen by the
  // customer service, like /resetpwd), so it is always available; the mailbox page checks for itself
  // that the backend is in simulation mode.
  { path: '/activate', screen: 'activate' },
  { path: '/mailbox', screen: 'mailbox' },
  // Sign-in stays routable while the session starts, so the page can hand over to the passcode step.
  { path: '/login', screen: 'login' },
  // Where the social identity providers send the browser back, signed in or not: linking starts from the profile.
  { path: SOCIAL_CALLBACK_PATH, screen: 'socialCallback' },
  { path: '/forgotpwd', screen: 'forgotPassword', loggedOutOnly: true },
  { path: '/passcode', screen: 'passcode', loggedInOnly: true },
  { path: '/account', screen: 'account', menuCode: MENU.userData, loggedInOnly: true },
  { path: '/account/addresses', screen: 'accountAddresses', menuCode: MENU.userData, loggedInOnly: true },
  { path: '/account/password', screen: 'accountPassword', menuCode: MENU.userData, loggedInOnly: true },
  { path: '/account/close', screen: 'accountClose', menuCode: MENU.userData, loggedInOnly: true },
  // The notification settings (requirements/accounts.md#notification-settings; no path given), an account page under MENU00007 (decision 0065).
  { path: '/account/notifications', screen: 'accountNotifications', menuCode: MENU.userData, loggedInOnly: true },
  // The vehicle list, with add, edit, cancel edit and delete (requirements/vehicles.md#screens), under MENU00008 (vehicle list and payment methods).
  { path: '/car', screen: 'car', menuCode: MENU.vehiclesAndPayments, loggedInOnly: true },
  { path: '/car/add', screen: 'carAdd', menuCode: MENU.vehiclesAndPayments, loggedInOnly: true },
  { path: '/car/edit', screen: 'carEdit', menuCode: MENU.vehiclesAndPayments, loggedInOnly: true },
  // A company's fleet file (issue "fleet import"; the requirements name no path for it).
  { path: '/car/import', screen: 'carImport', menuCode: MENU.vehiclesAndPayments, loggedInOnly: true },
  // Payment methods' add, edit and delete (requirements/payment-methods.md#screens; no path given), beside the vehicles under the same code.
  { path: '/paymentmethod', screen: 'paymentMethods', menuCode: MENU.vehiclesAndPayments, loggedInOnly: true },
  { path: '/paymentmethod/add', screen: 'paymentMethodAdd', menuCode: MENU.vehiclesAndPayments, loggedInOnly: true },
  // Billing screens named without a path, at the paths of the menu groups (requirements/portal-shell.md#menu-groups: "services:
  // accruallist", "management: tollroadhistory", "letters: paymentnotice"). The accrual and invoice
  // lists are what there is to pay, so they go with MENU00014 (pay toll); the notification letters
  // with MENU00012 (pay by notice letter). The invoice detail is always available (requirements/portal-shell.md#always-available-routes).
  { path: '/accruallist', screen: 'accrualList', menuCode: MENU.payToll, loggedInOnly: true },
  { path: '/invoice', screen: 'invoices', menuCode: MENU.payToll, loggedInOnly: true },
  { path: '/tollroadhistory', screen: 'tollHistory', menuCode: MENU.tollHistory, loggedInOnly: true },
  // MENU00012 pay by notice letter: anyone finds a notice by the number on the letter; a member also has their list (requirements/notices-and-appeals.md#screens).
  { path: '/paymentnotice', screen: 'paymentNotices', menuCode: MENU.payByNotice },
  // The menu group "management: paymenthistory" (requirements/portal-shell.md#menu-groups) under MENU00010; the receipts MENU00016 requests are asked for there.
  { path: '/paymenthistory', screen: 'paymentHistory', menuCode: MENU.paymentHistory, loggedInOnly: true },
  // The member's cases and one case (requirements/disputes.md#screens; no path given), under the dispute's MENU00011.
  { path: '/cases', screen: 'cases', menuCode: MENU.dispute, loggedInOnly: true },
  { path: '/casedetail', screen: 'caseDetail', menuCode: MENU.dispute, loggedInOnly: true },
  // The member's e-tax invoice search (requirements/payments.md#e-tax-invoice-search; no path given), beside the receipts under MENU00016.
  { path: '/taxinvoices', screen: 'taxInvoices', menuCode: MENU.requestReceipt, loggedInOnly: true },
  // The prepaid M-Flow account (requirements/prepaid-account.md; no path given), a payment method, so beside them under MENU00008.
  { path: '/prepaid', screen: 'prepaid', menuCode: MENU.vehiclesAndPayments, loggedInOnly: true },
  { path: '/prepaid/open', screen: 'prepaidOpen', menuCode: MENU.vehiclesAndPayments, loggedInOnly: true },
  { path: '/prepaid/settings', screen: 'prepaidSettings', menuCode: MENU.vehiclesAndPayments, loggedInOnly: true },
  // Closing the prepaid account with the refund of its balance (requirements/prepaid-account.md#closing), beside the payment methods under MENU00008.
  { path: '/prepaid/close', screen: 'prepaidClose', menuCode: MENU.vehiclesAndPayments, loggedInOnly: true },
];
