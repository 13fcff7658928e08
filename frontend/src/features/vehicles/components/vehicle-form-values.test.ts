import type { TVehicleDocumentsView, TVehicleFile, TVehicleView } from '@mflow/contracts/vehicle/vehicle-views.contract';
import { valuesFromVehicle } from './vehicle-form-values';

const file = (fileId: string, mimeType: TVehicleFile['mimeType']): TVehicleFile => ({
  fileId,
  url: `/fileservice/api/v1/downloadFile/${fileId}?key=k`,
  mimeType,
});

const documents: TVehicleDocumentsView = {
  frontPhoto: file('front', 'image/png'),
  backPhoto: file('back', 'image/jpeg'),
  sidePhoto: file('side', 'image/png'),
  registrationBook: [file('book-1', 'application/pdf'), file('book-2', 'image/png')],
  taxPlate: file('tax', 'image/jpeg'),
  consentLetter: null,
  ownerIdDocument: null,
  powerOfAttorney: null,
};

const details: Pick<
  TVehicleView,
  'ownerFlag' | 'vehicleTypeCode' | 'brandCode' | 'brandOther' | 'colourCodes' | 'colourOther' | 'categoryGroup' | 'axleCount'
> = {
  ownerFlag: 'OWN',
  vehicleTypeCode: 'RY1',
  brandCode: 'TOYOTA',
  brandOther: null,
  colourCodes: ['WHITE'],
  colourOther: null,
  categoryGroup: 'C1',
  axleCount: 2,
};

/** A vehicle refused by staff, as the resubmission form loads it. */
const rejected: TVehicleView = {
  vehicleId: 'v-1',
  referenceCode: 'VABCDEFGH2',
  plateNumber: '2กค 4321',
  provinceCode: '10',
  plateType: 'PRIVATE',
  chassisLast5: '20001',
  ...details,
  status: 'REJECTED',
  statusLabel: 'REJECTED',
  source: 'PORTAL',
  hasPendingChange: false,
  missingDocuments: [],
  createdAt: '2025-01-01T00:00:00.000Z',
  statusChangedAt: '2025-01-02T00:00:00.000Z',
  documents,
  rejection: { reasonCode: 'PHOTO_UNCLEAR', reasonText: null, rejectedAt: '2025-01-02T00:00:00.000Z' },
  pendingChange: null,
  statusHistory: [],
};

describe('the edit form of an existing vehicle', () => {
  it('previews a PDF page of the registration book as a PDF, and the pictures as pictures', () => {
    const { values, files } = valuesFromVehicle(rejected);
    expect(values.documents.registrationBook).toEqual(['book-1', 'book-2']);
    expect(files['book-1']).toEqual({ fileId: 'book-1', name: 'book-1', url: '/fileservice/api/v1/downloadFile/book-1?key=k', pdf: true });
    expect(files['book-2']?.pdf).toBe(false);
    expect(files.front?.pdf).toBe(false);
    expect(files.back?.pdf).toBe(false);
  });

  it("starts from a waiting edit's documents, each previewed as its own type", () => {
    const pendingChange = {
      changeId: 'c-1',
      requestedAt: '2025-01-03T00:00:00.000Z',
      ...details,
      colourCodes: ['RED'],
      documents: { ...documents, registrationBook: [file('new-1', 'image/png'), file('new-2', 'application/pdf')] },
    };
    const { values, files } = valuesFromVehicle({
      ...rejected,
      status: 'ACTIVE',
      statusLabel: 'AWAITING_CONFIRMATION',
      hasPendingChange: true,
      rejection: null,
      pendingChange,
    });
    expect(values.colourCodes).toEqual(['RED']);
    expect(values.documents.registrationBook).toEqual(['new-1', 'new-2']);
    expect([files['new-1']?.pdf, files['new-2']?.pdf]).toEqual([false, true]);
  });
});
