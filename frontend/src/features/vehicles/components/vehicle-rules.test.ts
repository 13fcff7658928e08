import { VEHICLE_RULE_TEXTS } from '@mflow/contracts/vehicle/vehicle-rule-texts';
import en from '../../../i18n/en.json';
import th from '../../../i18n/th.json';
import { fileProblem, MAX_FILE_BYTES, vehicleMessage, vehicleRuleMessageId } from './vehicle-rules';

describe('vehicle rule messages', () => {
  it.each(Object.entries(VEHICLE_RULE_TEXTS))('word %s as the contract does, in both languages', (code, text) => {
    const id = vehicleRuleMessageId(code as keyof typeof VEHICLE_RULE_TEXTS);
    expect((th as Record<string, string>)[id]).toBe(text.th);
    expect((en as Record<string, string>)[id]).toBe(text.en);
  });

  it('turns a vehicle code into its message id and leaves other answers alone', () => {
    expect(vehicleMessage('ERR_VEH_0007')).toBe('vehicleRule.veh0007');
    expect(vehicleMessage('ERR_COMMON_0004')).toBe('ERR_COMMON_0004');
  });
});

describe('a chosen file, before upload', () => {
  it('takes JPG and PNG for photos, and PDF only for paper documents', () => {
    expect(fileProblem('frontPhoto', { type: 'image/png', size: 100 })).toBeUndefined();
    expect(fileProblem('frontPhoto', { type: 'application/pdf', size: 100 })).toBe('vehicles.document.typeImage');
    expect(fileProblem('registrationBook', { type: 'application/pdf', size: 100 })).toBeUndefined();
    expect(fileProblem('powerOfAttorney', { type: 'application/pdf', size: 100 })).toBeUndefined();
    expect(fileProblem('consentLetter', { type: 'text/plain', size: 100 })).toBe('vehicles.document.typePdf');
  });

  it('refuses a file over the upload limit, or an empty one', () => {
    expect(fileProblem('taxPlate', { type: 'image/jpeg', size: MAX_FILE_BYTES })).toBeUndefined();
    expect(fileProblem('taxPlate', { type: 'image/jpeg', size: MAX_FILE_BYTES + 1 })).toBe('vehicles.document.tooLarge');
    expect(fileProblem('taxPlate', { type: 'image/jpeg', size: 0 })).toBe('vehicles.document.empty');
  });
});
