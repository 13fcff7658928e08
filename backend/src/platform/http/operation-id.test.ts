import { operationIdOf } from './operation-id';

describe('operationIdOf', () => {
  it.each([
    ['get', '/customerservice/api/v1/customer/current', 'customer_getCustomerCurrent'],
    [
      'put',
      '/customerservice/api/v1/customer/current/invoice-addresses/{addressId}',
      'customer_putCustomerCurrentInvoiceAddressesByAddressId',
    ],
    ['get', '/masterservice/api/v1/pagepermission', 'master_getPagepermission'],
    ['post', '/fileservice/api/v1/online/uploadFile', 'file_postOnlineUploadFile'],
    ['get', '/authservice/api/logout', 'auth_getLogout'],
    ['get', '/staffservice/api/v1/logout', 'staff_getLogout'],
    ['put', '/simservice/api/v1/settings/page-permission/{code}', 'sim_putSettingsPagePermissionByCode'],
    ['get', '/invoiceservice/api/v1/ktb/callback/{type}.html', 'invoice_getKtbCallbackByTypeHtml'],
  ])('%s %s is %s', (method, path, expected) => {
    expect(operationIdOf(method, path)).toBe(expected);
  });

  it('tells the same path apart by method', () => {
    expect(operationIdOf('get', '/simservice/api/v1/clock')).not.toBe(operationIdOf('put', '/simservice/api/v1/clock'));
  });

  it.each(['/health/ready', 'customerservice/api/v1/customer', '/service/api/v1/x', '/Customerservice/api/v1/x'])(
    'refuses a path outside the service family: %s',
    (path) => {
      expect(() => operationIdOf('get', path)).toThrow(path);
    },
  );
});
