import { FLEET_IMPORT_COLUMNS } from '@mflow/contracts/vehicle/fleet-import.contract';
import { FLEET_FILE_EXAMPLE, fleetFileProblem, resultFileName, rowMessage } from './fleet-file';
import { MAX_FILE_BYTES } from './vehicle-rules';

describe('a chosen fleet file, before upload', () => {
  it('takes a .csv file whatever type the browser gives it', () => {
    for (const type of ['text/csv', 'application/vnd.ms-excel', '', 'text/plain']) {
      expect(fleetFileProblem({ name: 'fleet.csv', type, size: 100 })).toBeUndefined();
    }
    expect(fleetFileProblem({ name: 'FLEET.CSV', type: 'text/csv', size: 100 })).toBeUndefined();
  });

  it('refuses a file that is not named .csv, or whose type is surely not text', () => {
    expect(
      fleetFileProblem({ name: 'fleet.xlsx', type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', size: 100 }),
    ).toBe('fleetImport.file.type');
    expect(fleetFileProblem({ name: 'fleet.txt', type: 'text/plain', size: 100 })).toBe('fleetImport.file.type');
    expect(fleetFileProblem({ name: 'fleet.csv', type: 'image/png', size: 100 })).toBe('fleetImport.file.type');
  });

  it('refuses a file over the upload limit, or an empty one', () => {
    expect(fleetFileProblem({ name: 'fleet.csv', type: 'text/csv', size: MAX_FILE_BYTES })).toBeUndefined();
    expect(fleetFileProblem({ name: 'fleet.csv', type: 'text/csv', size: MAX_FILE_BYTES + 1 })).toBe('vehicles.document.tooLarge');
    expect(fleetFileProblem({ name: 'fleet.csv', type: 'text/csv', size: 0 })).toBe('vehicles.document.empty');
  });
});

describe('the fleet file texts', () => {
  it('shows an example that starts with the header the API reads', () => {
    expect(FLEET_FILE_EXAMPLE.split('\n')[0]).toBe(FLEET_IMPORT_COLUMNS.join(','));
  });

  it('saves the result under the import id and joins every message of a row', () => {
    expect(resultFileName({ importId: 'imp-1' })).toBe('fleet-import-imp-1.csv');
    const messages = [
      { code: 'ERR_VEH_0001', description: 'Bad plate.' },
      { code: 'ERR_VEH_0003', description: 'Bad chassis.' },
    ];
    expect(rowMessage({ messages })).toBe('Bad plate. Bad chassis.');
    expect(rowMessage({ messages: [] })).toBe('');
  });
});
