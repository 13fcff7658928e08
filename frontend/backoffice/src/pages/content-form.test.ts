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
    expect(formOf('news', item)).toEqual({ category: 'PRESS', titleTh: 'ข่าว', titleEn: '', bodyTh: 'เนื้อหา', bodyEn: '', pointsPrice: '' });
  });

  it("sends the image chosen and keeps an edited item's order", () => {
    expect(inputOf('news', formOf('news', item), item, { imageFileId: 'new-image', fileId: null })).toMatchObject({
      imageFileId: 'new-image',
      fileId: null,
      sortOrder: 3,
    });
    expect(inputOf('download', formOf('download', undefined), undefined, { imageFileId: null, fileId: 'pdf' })).toMatchObject({
      category: 'FORM',
      fileId: 'pdf',
      sortOrder: 0,
    });
  });

  it('requires the Thai texts only', () => {
    const result = ZContentFormSchema.safeParse({ category: 'PRESS', titleTh: ' ', titleEn: '', bodyTh: '', bodyEn: '', pointsPrice: '' });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['titleTh', 'bodyTh']);
  });

  it("sends a promotion's points price, none when it is left empty, and none for other kinds", () => {
    const offer = { ...formOf('promotion', undefined), titleTh: 'กาแฟ', bodyTh: 'แลกแต้ม' };
    expect(inputOf('promotion', { ...offer, pointsPrice: '50' }, undefined, { imageFileId: null, fileId: null }).pointsPrice).toBe(50);
    expect(inputOf('promotion', { ...offer, pointsPrice: '' }, undefined, { imageFileId: null, fileId: null }).pointsPrice).toBeNull();
    expect(inputOf('news', { ...offer, pointsPrice: '50' }, undefined, { imageFileId: null, fileId: null })).not.toHaveProperty(
      'pointsPrice',
    );
  });

  it('takes a points price of 1 to 1,000,000 whole points, or none', () => {
    const withPrice = (pointsPrice: string) =>
      ZContentFormSchema.safeParse({ category: 'FOOD', titleTh: 'ก', titleEn: '', bodyTh: 'ข', bodyEn: '', pointsPrice }).success;
    expect(['', '1', '50', '1000000'].map(withPrice)).toEqual([true, true, true, true]);
    expect(['0', '1000001', '-5', '1.5', 'ten', '007'].map(withPrice)).toEqual([false, false, false, false, false, false]);
  });
});
