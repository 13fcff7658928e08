import type { TImpossibleJourneyDetail } from '@mflow/contracts/toll/passage-flag.contract';
import { disputeLinkPath } from '@mflow/contracts/toll/passage-flag.contract';
import type { TQueryable } from '../../platform/db/database';
import type { TNotifier } from '../../platform/ports';
import { notifyCustomer } from '../customer/customer-notify';
import { findCustomer } from '../customer/customer-records';
import type { TFlagRow } from './passage-flags';
import type { TGantry } from './toll-network';

const TIME_FORMATS = {
  TH: new Intl.DateTimeFormat('th-TH-u-ca-buddhist', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Asia/Bangkok' }),
  EN: new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Asia/Bangkok' }),
};

/** At most one decimal, none when whole: "4", "4.5", "60". */
const shortNumber = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/**
 * Tells the member of each new impossible journey at once (requirements/disputes.md#dispute-fields): an e-mail and an SMS in their
 * language naming both gantries, the minutes and kilometres between them, and a link to the
 * dispute form with both passages and the cloned-plate reason filled in. Written through the
 * caller's transaction, the one that wrote the flags, so a flag is told once or, rolled back, not
 * at all. A non-member's plate has nobody to tell: its invoice shows the flag.
 */
export async function tellOfImpossibleJourneys(options: {
  tx: TQueryable;
  notifier: TNotifier;
  portalBaseUrl: string;
  flags: TFlagRow[];
  gantries: Map<string, TGantry>;
}): Promise<void> {
  const { tx, notifier, portalBaseUrl, flags, gantries } = options;
  for (const flag of flags) {
    if (flag.kind !== 'IMPOSSIBLE_JOURNEY' || flag.customerId === null) continue;
    const customer = await findCustomer({ db: tx, customerId: flag.customerId });
    if (!customer) continue;
    const language = customer.notificationLanguage;
    const detail = flag.detail as TImpossibleJourneyDetail;
    const placeOf = (code: string) => {
      const gantry = gantries.get(code);
      return gantry ? (language === 'TH' ? gantry.nameTh : gantry.nameEn) : code;
    };
    await notifyCustomer({
      db: tx,
      notifier,
      customer,
      template: 'IMPOSSIBLE_JOURNEY',
      params: {
        plate: flag.plate,
        fromPlace: placeOf(detail.fromGantryCode),
        fromTime: TIME_FORMATS[language].format(new Date(detail.fromPassedAt)),
        toPlace: placeOf(detail.toGantryCode),
        toTime: TIME_FORMATS[language].format(new Date(detail.toPassedAt)),
        minutes: shortNumber.format(detail.minutes),
        km: shortNumber.format(detail.distanceKm),
        link: `${portalBaseUrl}${disputeLinkPath({ passageIds: [detail.earlierPassageId, detail.laterPassageId] })}`,
      },
      sms: true,
    });
  }
}
