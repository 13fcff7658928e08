import { fittedTagStep, rfidOffersOf } from './rfid-case';

const installed = {
  tagKind: 'EASYPASS' as const,
  tagNumber: '1',
  chipSerial: 'C',
  officeNumber: '00001',
  installedAt: '2026-12-01T03:00:00Z',
};

describe('what a member may do with their RFID request', () => {
  it('cancels until the tag is fitted', () => {
    const none = { installed: null, paymentMethodId: null };
    for (const status of ['REQUESTED', 'CONTACTED', 'SCHEDULED'] as const) expect(rfidOffersOf(status, none).cancel).toBe(true);
    expect(rfidOffersOf('INSTALLED', { installed, paymentMethodId: null }).cancel).toBe(false);
    expect(rfidOffersOf('CANCELLED', none).cancel).toBe(false);
  });

  it('adds the fitted tag as a payment method once, and only once it is fitted', () => {
    expect(rfidOffersOf('INSTALLED', { installed, paymentMethodId: null }).addAsPaymentMethod).toBe(true);
    expect(rfidOffersOf('INSTALLED', { installed, paymentMethodId: 'pm-1' }).addAsPaymentMethod).toBe(false);
    expect(rfidOffersOf('SCHEDULED', { installed: null, paymentMethodId: null }).addAsPaymentMethod).toBe(false);
  });

  it('proves the step of the tag kind fitted', () => {
    expect(fittedTagStep(installed)).toBe('CREATE_EASYPASS');
    expect(fittedTagStep({ ...installed, tagKind: 'MPASS' })).toBe('CREATE_MPASS');
  });
});
