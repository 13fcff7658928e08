import { renderMessage } from './message-templates';
import type { TMessageTemplate } from './templates/template-types';

const PARAMS = {
  OTP_SMS: { code: '123456', reference: 'ABCD', minutes: 5 },
  OTP_EMAIL: { code: '123456', reference: 'ABCD', minutes: 5 },
  EMAIL_ACTIVATION: { name: 'Somchai Jaidee', link: 'https://mflow.example/mflow/activate?token=x&y=1', days: 7 },
  REGISTRATION_APPROVED: { name: 'Somchai Jaidee' },
  REGISTRATION_REJECTED: { name: 'Somchai Jaidee', reason: 'The ID card photo is not readable' },
  PASSWORD_RESET: { name: 'Somchai Jaidee', link: 'https://mflow.example/mflow/resetpwd?token=x', minutes: 30 },
  PASSWORD_RESET_NO_ACCOUNT: {},
  ACCOUNT_CLOSED: { name: 'Somchai Jaidee' },
  VEHICLE_APPROVED: { name: 'Somchai Jaidee', plate: '1กข 1234 กรุงเทพมหานคร' },
  VEHICLE_REJECTED: {
    name: 'Somchai Jaidee',
    plate: '1กข 1234 กรุงเทพมหานคร',
    reason: 'The vehicle photos are unclear',
    link: 'https://mflow.example/mflow/car/resubmit?vehicleId=x',
  },
  VEHICLE_CHANGE_APPROVED: { name: 'Somchai Jaidee', plate: '1กข 1234 กรุงเทพมหานคร' },
  VEHICLE_CHANGE_REJECTED: { name: 'Somchai Jaidee', plate: '1กข 1234 กรุงเทพมหานคร', reason: 'The vehicle photos are unclear' },
  INVOICE_ISSUED: {
    name: 'Somchai Jaidee',
    invoiceNo: 'IV261100000001',
    amount: '30.00',
    dueDate: '22 November 2026',
    refNo: '000000000000000195',
  },
  INVOICE_NEAR_DUE: { name: 'Somchai Jaidee', invoiceNo: 'IV261100000001', amount: '30.00', dueDate: '22 November 2026' },
  INVOICE_LATE_FEE: {
    name: 'Somchai Jaidee',
    invoiceNo: 'IV261100000002',
    cancelledNo: 'IV261100000001',
    amount: '90.00',
    dueDate: '7 December 2026',
  },
  CASE_UPDATED: { name: 'Somchai Jaidee', caseNo: 'DP2611-00042', update: 'received; it will be decided by 27 November 2026' },
  CASE_OVERDUE: { caseNo: 'DP2611-00042', deadlineDate: '27 November 2026' },
  AUTO_DEBIT_FAILED: {
    name: 'Somchai Jaidee',
    invoiceNo: 'IV261100000001',
    amount: '30.00',
    dueDate: '22 November 2026',
    method: '**** **** **** 0119',
  },
  APPOINTMENT_EMAIL: {
    update: 'Your appointment is confirmed',
    appointmentNo: 'AM7K3QX9PD',
    subjectRef: 'AP2611-00007',
    centre: 'M-Flow Service Centre Lat Krabang',
    address: 'Lat Krabang toll plaza, Motorway 7, Bangkok 10520',
    date: '24 November 2026',
    time: '09:00',
    link: 'https://maps.google.com/?q=13.7240,100.7480',
  },
  APPOINTMENT_SMS: {
    update: 'Your appointment is confirmed',
    appointmentNo: 'AM7K3QX9PD',
    centre: 'M-Flow Service Centre Lat Krabang',
    date: '24 November 2026',
    time: '09:00',
  },
  REFUND_FAILED: { name: 'Somchai Jaidee', amount: '30.00', destination: 'the card or account that paid' },
  IMPOSSIBLE_JOURNEY: {
    name: 'Somchai Jaidee',
    plate: '1กข 1234',
    fromPlace: 'Thanyaburi 1 inbound',
    fromTime: '08:00, 10 November 2026',
    toPlace: 'Bang Phli inbound',
    toTime: '08:04, 10 November 2026',
    minutes: '4',
    km: '60',
    link: 'https://mflow.example/mflow/dispute?passages=a,b&reason=CLONED_PLATE',
  },
  PREPAID_INSUFFICIENT: { name: 'Somchai Jaidee', invoiceNo: 'IV261100000001', amount: '330.00', balance: '120.00' },
  PREPAID_REPLENISHMENT_FAILED: { name: 'Somchai Jaidee', amount: '500.00', method: '**** **** **** 0119' },
  PREPAID_LOW_BALANCE: { name: 'Somchai Jaidee', balance: '180.00', threshold: '200.00' },
} satisfies Record<TMessageTemplate, object>;

describe('message templates', () => {
  it.each(Object.keys(PARAMS) as TMessageTemplate[])(
    'renders %s in Thai and English, every placeholder filled, naming M-Flow',
    (template) => {
      const th = renderMessage(template, 'TH', PARAMS[template] as never);
      const en = renderMessage(template, 'EN', PARAMS[template] as never);
      for (const message of [th, en]) {
        expect(`${message.subject ?? ''} ${message.text} ${message.html ?? ''}`).not.toMatch(/\{\w+\}/);
        expect(`${message.subject ?? ''} ${message.text}`).toContain('M-Flow');
      }
      expect(th.text).not.toBe(en.text);
      expect(th.text).toMatch(/[\u0E00-\u0E7F]/);
    },
  );

  it('puts the code and its reference in the OTP messages, SMS without subject or HTML', () => {
    const sms = renderMessage('OTP_SMS', 'EN', PARAMS.OTP_SMS);
    expect(sms).toEqual({ text: expect.stringContaining('123456') });
    expect(sms.text).toContain('ABCD');
    const mail = renderMessage('OTP_EMAIL', 'TH', PARAMS.OTP_EMAIL);
    expect(mail.subject).toContain('ABCD');
    expect(mail.html).toContain('123456');
  });

  it('names the reason of a rejection', () => {
    expect(renderMessage('REGISTRATION_REJECTED', 'EN', PARAMS.REGISTRATION_REJECTED).text).toContain('The ID card photo is not readable');
  });

  it('links a refused vehicle to its resubmission page, naming the plate and the reason', () => {
    const message = renderMessage('VEHICLE_REJECTED', 'TH', PARAMS.VEHICLE_REJECTED);
    expect(message.subject).toContain('1กข 1234');
    expect(message.text).toContain('The vehicle photos are unclear');
    expect(message.html).toContain('<a href="https://mflow.example/mflow/car/resubmit?vehicleId=x">');
  });

  it('escapes parameters in HTML and makes the link an anchor', () => {
    const message = renderMessage('EMAIL_ACTIVATION', 'EN', { ...PARAMS.EMAIL_ACTIVATION, name: '<script>alert(1)</script>' });
    expect(message.html).not.toContain('<script>');
    expect(message.html).toContain('&#60;script&#62;');
    expect(message.html).toContain('<a href="https://mflow.example/mflow/activate?token=x&#38;y=1">');
    expect(message.text).toContain('https://mflow.example/mflow/activate?token=x&y=1');
  });
});
