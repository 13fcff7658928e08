import type { TAppDeps } from '../../platform/app-deps';
import { AppError } from '../../platform/errors/app-error';
import type { ApiRouter } from '../../platform/http/api-router';
import { staffIdOf } from '../../platform/http/request-context';
import { createUploadParser, UPLOAD_FIELD } from '../file/upload-parser';
import type { TContentKind } from '@mflow/contracts/content/content.contract';
import {
  ZContentDeletedSchema,
  ZContentFileSchema,
  ZContentInputSchema,
  ZPublishRequestSchema,
  ZStaffContentItemParamsSchema,
  ZStaffContentItemSchema,
  ZStaffContentKindParamsSchema,
  ZStaffContentPageSchema,
  ZStaffContentQuerySchema,
} from '@mflow/contracts/content/content.contract';
import { createItem, editItem, listForEditor, publishItem, removeItem, unpublishItem, uploadContentFile } from './content-editing.service';

const tag = 'staffservice';
const base = '/staffservice/api/v1/content';

const KIND_OF_PATH: Record<'news' | 'faq' | 'promotion' | 'download', TContentKind> = {
  news: 'NEWS',
  faq: 'FAQ',
  promotion: 'PROMOTION',
  download: 'DOWNLOAD',
};

/** Each write answers the item as it now stands; only a delete has nothing left to show. */
function written<T>(item: T | undefined): T {
  if (!item) throw new Error('an edit answered no item');
  return item;
}

/** The content editor's side, in the staffservice family; every call checks the CONTENT_EDITOR role. */
export function registerContentStaffRoutes(api: ApiRouter, deps: TAppDeps): void {
  const { db, clock, fileKeys } = deps;
  const editor = (staffId: string) => ({ db, clock, fileKeys, staffId });

  api.define({
    method: 'get',
    path: `${base}/{kind}`,
    summary: 'Every item of a kind (news, faq, promotion, download) with its status now, drafts included, newest first',
    tag,
    auth: 'staff',
    params: ZStaffContentKindParamsSchema,
    query: ZStaffContentQuerySchema,
    response: ZStaffContentPageSchema,
    handler: ({ params, query, context }) => listForEditor({ ...editor(staffIdOf(context)), kind: KIND_OF_PATH[params.kind], ...query }),
  });

  api.define({
    method: 'post',
    path: `${base}/{kind}`,
    summary: 'Add an item as a draft; English texts may be left empty (Thai is shown instead)',
    tag,
    auth: 'staff',
    params: ZStaffContentKindParamsSchema,
    body: ZContentInputSchema,
    response: ZStaffContentItemSchema,
    successStatus: 201,
    handler: async ({ params, body, context }) =>
      written(await createItem({ ...editor(staffIdOf(context)), kind: KIND_OF_PATH[params.kind], input: body })),
  });

  api.define({
    method: 'put',
    path: `${base}/{kind}/{id}`,
    summary: "Replace an item's texts, category, files and order; its publish window stays",
    tag,
    auth: 'staff',
    params: ZStaffContentItemParamsSchema,
    body: ZContentInputSchema,
    response: ZStaffContentItemSchema,
    handler: async ({ params, body, context }) =>
      written(await editItem({ ...editor(staffIdOf(context)), kind: KIND_OF_PATH[params.kind], id: params.id, input: body })),
  });

  api.define({
    method: 'post',
    path: `${base}/{kind}/{id}/publish`,
    summary: 'Publish from publishAt (default now) until unpublishAt (default: until unpublished)',
    tag,
    auth: 'staff',
    params: ZStaffContentItemParamsSchema,
    body: ZPublishRequestSchema,
    response: ZStaffContentItemSchema,
    handler: async ({ params, body, context }) =>
      written(await publishItem({ ...editor(staffIdOf(context)), kind: KIND_OF_PATH[params.kind], id: params.id, ...body })),
  });

  api.define({
    method: 'post',
    path: `${base}/{kind}/{id}/unpublish`,
    summary: 'Take a published item down now, or send a scheduled one back to draft',
    tag,
    auth: 'staff',
    params: ZStaffContentItemParamsSchema,
    response: ZStaffContentItemSchema,
    handler: async ({ params, context }) =>
      written(await unpublishItem({ ...editor(staffIdOf(context)), kind: KIND_OF_PATH[params.kind], id: params.id })),
  });

  api.define({
    method: 'delete',
    path: `${base}/{kind}/{id}`,
    summary: 'Delete an item; its audit entries stay',
    tag,
    auth: 'staff',
    params: ZStaffContentItemParamsSchema,
    response: ZContentDeletedSchema,
    handler: ({ params, context }) => removeItem({ ...editor(staffIdOf(context)), kind: KIND_OF_PATH[params.kind], id: params.id }),
  });

  api.define({
    method: 'post',
    path: '/staffservice/api/v1/contentfiles',
    summary: "Upload an item's image (JPG, PNG) or document (PDF); anyone may then read it through a download key",
    tag,
    auth: 'staff',
    multipart: { parser: createUploadParser({ maxBytes: deps.config.uploadMaxBytes }), fileField: UPLOAD_FIELD },
    response: ZContentFileSchema,
    successStatus: 201,
    handler: ({ file, context }) => {
      if (!file) throw new AppError('ERR_FILE_0001');
      return uploadContentFile({ ...editor(staffIdOf(context)), content: file.buffer });
    },
  });
}
