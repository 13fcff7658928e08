import type { TNotificationSetting } from '@mflow/contracts/notification/notification-settings.contract';
import { changedChoices, switchesOf, turn } from './notification-switches';

const SAVED: TNotificationSetting[] = [
  { event: 'INVOICE_ISSUED', legal: false, email: true, sms: true },
  { event: 'INVOICE_OVERDUE', legal: true, email: true, sms: true },
  { event: 'PROMOTION', legal: false, email: true, sms: false },
];

describe('the notification switches', () => {
  it('start as saved and send nothing until one is turned', () => {
    expect(switchesOf(SAVED)).toEqual({
      INVOICE_ISSUED: { email: true, sms: true },
      INVOICE_OVERDUE: { email: true, sms: true },
      PROMOTION: { email: true, sms: false },
    });
    expect(changedChoices(SAVED, switchesOf(SAVED))).toEqual([]);
  });

  it('send only the switches that differ from what was saved', () => {
    const [issued, , promotion] = SAVED;
    if (!issued || !promotion) throw new Error('fixture');
    let switches = turn(switchesOf(SAVED), issued, 'EMAIL', false);
    switches = turn(switches, promotion, 'SMS', true);
    expect(changedChoices(SAVED, switches)).toEqual([
      { event: 'INVOICE_ISSUED', channel: 'EMAIL', enabled: false },
      { event: 'PROMOTION', channel: 'SMS', enabled: true },
    ]);
    expect(changedChoices(SAVED, turn(switches, issued, 'EMAIL', true))).toEqual([{ event: 'PROMOTION', channel: 'SMS', enabled: true }]);
  });

  it('keep a legal notice on whatever is asked, and never send it', () => {
    const overdue = SAVED[1];
    if (!overdue) throw new Error('fixture');
    const switches = turn(switchesOf(SAVED), overdue, 'SMS', false);
    expect(switches.INVOICE_OVERDUE).toEqual({ email: true, sms: true });
    expect(changedChoices(SAVED, { ...switches, INVOICE_OVERDUE: { email: false, sms: false } })).toEqual([]);
  });
});
