import { formOf, inputOf, ZContentFormSchema } from './content-form';

const item = {
  id: 'a',
  kind: 'NEWS' as const,
  category: 'PRESS',
  titleTh: 'ข่าว',
  titleEn: null,
  bodyTh: 'เนื้อหา',
  bodyEn: null,
  imageFileId: 'img',
  imageUrl: null,
  fileId: null,
  sortOrder: 3,
  pointsPrice: null,
  status: 'DRAFT' as const,
  publishAt: null,
  unpublishAt: null,
  updatedAt: '2026-11-16T02:00:00.000Z',
  updatedBy: null,
};

describe('the content editor form', () => {
  it('starts a new item in the first category of its kind, and an edit from the item', () => {
    expect(formOf('faq', undefined).category).toBe('REGISTRATION');
    expect(formOf('news', item)).toEqual({ category: 'PRESS', titleTh: 'ข่าว', titleEn: '', bodyTh: 'เนื้อหา', bodyEn: '' });
  });

  it("sends the image chosen and keeps an edited item's order", () => {
    expect(inputOf(formOf('news', item), item, { imageFileId: 'new-image', fileId: null })).toMatchObject({ imageFileId: 'new-image', fileId: null, sortOrder: 3 });
    expect(inputOf(formOf('download', undefined), undefined, { imageFileId: null, fileId: 'pdf' })).toMatchObject({ category: 'FORM', fileId: 'pdf', sortOrder: 0 });
  });

  it('requires the Thai texts only', () => {
    const result = ZContentFormSchema.safeParse({ category: 'PRESS', titleTh: ' ', titleEn: '', bodyTh: '', bodyEn: '' });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['titleTh', 'bodyTh']);
  });
});
