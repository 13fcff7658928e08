import type { RequestHandler } from 'express';
import type { TAppDeps } from '../../platform/app-deps';
import { AppError } from '../../platform/errors/app-error';
import type { ApiRouter, TUploadedFile } from '../../platform/http/api-router';
import { perAddressLimit } from '../../platform/http/rate-limit';
import { customerIdOf, type TRequestContext } from '../../platform/http/request-context';
import { ZDownloadQuerySchema, ZFileIdParamsSchema, ZUploadFieldsSchema, ZUploadResponseSchema } from '@mflow/contracts/file/file.contract';
import type { TDocumentType } from '@mflow/contracts/customer/documents';
import { loadFileContent, storeUploadedFile } from './file.service';
import { createUploadParser, UPLOAD_FIELD } from './upload-parser';

/** The client address of an online upload (behind trusted proxies, the one they name), read before the route runs. */
type TUploaderContext = TRequestContext & { uploaderAddress?: string };

const readUploaderAddress: RequestHandler = (req, res, next) => {
  (res.locals as TUploaderContext).uploaderAddress = req.ip ?? req.socket.remoteAddress ?? 'unknown';
  next();
};

export function registerFileRoutes(api: ApiRouter, deps: TAppDeps): void {
  const { db, clock, fileKeys, config } = deps;
  const multipart = { parser: createUploadParser({ maxBytes: deps.config.uploadMaxBytes }), fileField: UPLOAD_FIELD };

  const upload = async (
    file: TUploadedFile | undefined,
    documentType: TDocumentType | undefined,
    uploader: { ownerCustomerId: string } | { address: string; unclaimedBytesCap: number },
  ) => {
    if (!file) throw new AppError('ERR_FILE_0001');
    const stored = await storeUploadedFile({ db, clock, content: file.buffer, documentType, uploader });
    return {
      fileId: stored.id,
      documentType: stored.documentType,
      mimeType: stored.mimeType,
      sizeBytes: stored.sizeBytes,
      url: fileKeys.urlFor(stored.id),
    };
  };

  api.define({
    method: 'post',
    path: '/fileservice/api/v1/online/uploadFile',
    summary:
      'Upload a photo or document during registration (no owner until the registration claims it within 24 hours; ' +
      `unclaimed files are deleted after ${config.uploadUnclaimedRetentionHours} hours). ` +
      `${config.uploadRateLimitPerMinute} uploads a minute per address, ` +
      `at most ${config.uploadUnclaimedBytesPerAddress} bytes waiting unclaimed per address`,
    tag: 'fileservice',
    auth: 'accessKey',
    before: [perAddressLimit(config.uploadRateLimitPerMinute), readUploaderAddress],
    multipart,
    body: ZUploadFieldsSchema,
    response: ZUploadResponseSchema,
    handler: ({ file, body, context }) =>
      upload(file, body.documentType, {
        address: (context as TUploaderContext).uploaderAddress ?? 'unknown',
        unclaimedBytesCap: config.uploadUnclaimedBytesPerAddress,
      }),
  });

  api.define({
    method: 'post',
    path: '/fileservice/api/v1/uploadFile',
    summary: 'Upload a photo or document as the signed-in customer, who owns it at once',
    tag: 'fileservice',
    auth: 'bearer',
    multipart,
    body: ZUploadFieldsSchema,
    response: ZUploadResponseSchema,
    handler: ({ file, body, context }) => upload(file, body.documentType, { ownerCustomerId: customerIdOf(context) }),
  });

  // With a key the key alone decides; without one, the owner must be signed in.
  const bearer = api.guardOf('bearer');
  const ownerUnlessKeyed: RequestHandler = (req, res, next) => (req.query.key === undefined ? bearer(req, res, next) : next());

  api.define({
    method: 'get',
    path: '/fileservice/api/v1/downloadFile/{id}',
    summary: "A file's bytes, for its owner (bearer) or with a download key valid 5 minutes; common headers optional (see ADR 0004)",
    tag: 'fileservice',
    auth: 'none',
    commonHeaders: false,
    before: [ownerUnlessKeyed],
    params: ZFileIdParamsSchema,
    query: ZDownloadQuerySchema,
    response: { binary: ['image/jpeg', 'image/png', 'application/pdf'] },
    handler: ({ params, query, context }) => {
      if (query.key === undefined) return loadFileContent({ db, fileId: params.id, access: { ownerCustomerId: customerIdOf(context) } });
      fileKeys.verify(params.id, query.key);
      return loadFileContent({ db, fileId: params.id, access: 'KEY_VERIFIED' });
    },
  });
}
