import { checkRfidForm, EMPTY_RFID_FORM, rfidTrackPathOf } from './rfid-request';

const VEHICLE = '5f0c7d1e-2b3a-4c5d-8e9f-0a1b2c3d4e5f';

describe('the RFID request form', () => {
  it('sends a member’s vehicle, tag, channel and centre', () => {
    const checked = checkRfidForm({ ...EMPTY_RFID_FORM, vehicleId: VEHICLE, centreCode: 'm7-lkb', tagKind: 'EASYPASS' }, true);
    expect(checked).toEqual({
      ok: true,
      member: true,
      body: { vehicleId: VEHICLE, tagKind: 'EASYPASS', contactChannel: 'PHONE', centreCode: 'M7-LKB' },
    });
  });

  it('asks a member to choose a vehicle and a centre', () => {
    const checked = checkRfidForm(EMPTY_RFID_FORM, true);
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(Object.keys(checked.errors).sort()).toEqual(['centreCode', 'vehicleId']);
  });

  it('checks a visitor’s contact as the channel says: a Thai mobile for the phone, typed with dashes or not, an e-mail address as typed', () => {
    const visitor = { ...EMPTY_RFID_FORM, name: 'Somsri', plate: 'กข 1234', province: '10', centreCode: 'M7-LKB' };
    const phone = checkRfidForm({ ...visitor, contact: '081-234-5678' }, false);
    expect(phone.ok && !phone.member && phone.body.contact).toBe('0812345678');
    const wrong = checkRfidForm({ ...visitor, contact: 'somsri@example.com' }, false);
    expect(wrong).toEqual({ ok: false, errors: { contact: 'ERR_CUST_0015' } });
    const email = checkRfidForm({ ...visitor, contactChannel: 'EMAIL', contact: ' som-sri@example.com ' }, false);
    expect(email.ok && !email.member && email.body.contact).toBe('som-sri@example.com');
  });

  it('asks a visitor for a name and a plate', () => {
    const checked = checkRfidForm({ ...EMPTY_RFID_FORM, contact: '0812345678', province: '10', centreCode: 'M7-LKB' }, false);
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(Object.keys(checked.errors).sort()).toEqual(['name', 'plate']);
  });
});

describe('following a filed request', () => {
  it('opens the member’s case page, or the visitor’s tracking by number and code', () => {
    expect(rfidTrackPathOf('RF2611-00003', true)).toBe('/casedetail?caseNo=RF2611-00003');
    expect(rfidTrackPathOf('RF2611-00003', false)).toBe('/dispute/track?caseNo=RF2611-00003');
  });
});
