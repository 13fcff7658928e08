import { EMPTY_ADDRESS, toAddressForm, toAddressInput, ZAddressFormSchema } from './address-schema';

describe('address form', () => {
  const answered = {
    houseNumber: '99/12',
    floor: null,
    village: null,
    moo: '3',
    soi: null,
    building: null,
    alley: null,
    road: 'พระราม 4',
    subDistrictCode: '103399',
    districtCode: '1033',
    provinceCode: '10',
    postalCode: '10110',
  };

  it('turns an address the API answered into form values and back, leaving blank lines out', () => {
    const form = toAddressForm(answered);
    expect(form.floor).toBe('');
    expect(toAddressInput(form)).toEqual({
      houseNumber: '99/12',
      moo: '3',
      road: 'พระราม 4',
      subDistrictCode: '103399',
      districtCode: '1033',
      provinceCode: '10',
      postalCode: '10110',
    });
  });

  it('also takes what the form schema made of the values (blank lines undefined)', () => {
    const parsed = ZAddressFormSchema.parse(toAddressForm(answered));
    expect(parsed.floor).toBeUndefined();
    expect(toAddressInput(parsed)).toEqual(toAddressInput(toAddressForm(answered)));
  });

  it('asks for the house number (a dash when there is none) and the four place lists', () => {
    const result = ZAddressFormSchema.safeParse(EMPTY_ADDRESS);
    expect(result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`)).toEqual([
      'houseNumber:ERR_COMMON_0004',
      'provinceCode:ERR_COMMON_0004',
      'districtCode:ERR_COMMON_0004',
      'subDistrictCode:ERR_COMMON_0004',
      'postalCode:ERR_COMMON_0004',
    ]);
    expect(ZAddressFormSchema.safeParse({ ...toAddressForm(answered), houseNumber: '-' }).success).toBe(true);
    expect(ZAddressFormSchema.safeParse({ ...toAddressForm(answered), houseNumber: 'abc' }).error?.issues[0]?.message).toBe(
      'ERR_CUST_0018',
    );
  });
});
