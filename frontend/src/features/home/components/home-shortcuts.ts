import { IconSearch, IconUser } from '../../../shared/icons/icons';
import {
  IconCar,
  IconChat,
  IconDownload,
  IconFlag,
  IconGift,
  IconHelp,
  IconHistory,
  IconInvoice,
  IconNews,
  IconReceipt,
  IconScale,
  IconWallet,
} from '../../../shared/icons/service-icons';
import { MENU, type MenuCode } from '../../../shared/menu/menu-codes';

/**
 * A shortcut of the home page: shown only while every code it names is ACTIVE, which are the codes
 * its target route is gated by (and the shortcut's own, where that differs), so a shortcut never
 * leads to a route the menu has switched off. The unit test holds each target to the route table.
 */
export type THomeShortcut = {
  to: string;
  key: string;
  icon: typeof IconSearch;
  codes: readonly MenuCode[];
  loggedOutOnly?: true;
};

/** The grid under the top of the page, for visitors and members alike. */
export const GRID_SHORTCUTS: readonly THomeShortcut[] = [
  { to: '/unuserpayment', key: 'nonMemberPayment', icon: IconWallet, codes: [MENU.nonMemberPayment] },
  { to: '/paymentinvoice', key: 'paymentInvoice', icon: IconInvoice, codes: [] },
  { to: '/refcode', key: 'refCode', icon: IconSearch, codes: [] },
  { to: '/register', key: 'register', icon: IconUser, codes: [MENU.register], loggedOutOnly: true },
  { to: '/nonm-reprint', key: 'reprint', icon: IconReceipt, codes: [MENU.nonMemberReprint] },
  { to: '/appealnotice', key: 'appealNotice', icon: IconScale, codes: [MENU.appealNotice] },
  { to: '/dispute', key: 'dispute', icon: IconFlag, codes: [MENU.dispute] },
  { to: '/complaint', key: 'complaint', icon: IconChat, codes: [MENU.complaint] },
  { to: '/promotion', key: 'promotion', icon: IconGift, codes: [MENU.promotion] },
  { to: '/faqs', key: 'faqs', icon: IconHelp, codes: [MENU.faq] },
  { to: '/news', key: 'news', icon: IconNews, codes: [MENU.news] },
  { to: '/download', key: 'download', icon: IconDownload, codes: [MENU.download] },
];

/** The member's own shortcuts in the welcome band. */
export const MEMBER_SHORTCUTS: readonly THomeShortcut[] = [
  { to: '/car', key: 'vehicles', icon: IconCar, codes: [MENU.vehiclesAndPayments] },
  { to: '/invoice', key: 'payToll', icon: IconWallet, codes: [MENU.payToll] },
  { to: '/tollroadhistory', key: 'tollHistory', icon: IconHistory, codes: [MENU.tollHistory] },
  // Receipts are asked for on the payment history, which its own code gates.
  { to: '/paymenthistory', key: 'receipts', icon: IconReceipt, codes: [MENU.requestReceipt, MENU.paymentHistory] },
];

export function shownShortcuts(list: readonly THomeShortcut[], isActive: (code: MenuCode) => boolean, loggedIn: boolean) {
  return list.filter((item) => item.codes.every(isActive) && !(item.loggedOutOnly && loggedIn));
}
