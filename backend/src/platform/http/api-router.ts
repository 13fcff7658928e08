import type { OpenAPIRegistry, RouteConfig } from '@asteasolutions/zod-to-openapi';
import express, { Router, type Request, type RequestHandler, type Response } from 'express';
import { z } from 'zod';
import { AppError } from '../errors/app-error';
import { ZCommonHeadersSchema } from './common-headers';
import { sendSuccess } from './envelope';
import { sendStream, type TStreamAnswer, type TStreamResponse } from './stream-answer';
import { frozenAnswer } from './frozen-answer';
import { requestContext, type TRequestContext } from './request-context';
import { parseOrThrow } from './validation';
import { operationIdOf } from './operation-id';
import { successEnvelope, ZErrorEnvelopeSchema } from './openapi';

type THttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/**
 * How a caller proves it may call: nothing, an access key (no signed-in customer), a customer's
 * bearer token, either of those (requirements/wire-contract.md#calls: "bearer or AccessKey"), a staff member's bearer token, or
 * for the simulation controls being on this machine or a staff token with an operations or
 * trainer role (docs/decisions/0014-simulation-controls.md).
 */
export type TAuthMode = 'none' | 'accessKey' | 'bearer' | 'accessKeyOrBearer' | 'staff' | 'simulationControl';

export type TUploadedFile = { buffer: Buffer; originalName: string };

/** Declares an answer that is a file instead of the JSON envelope, with the media types it may have. */
export type TBinaryResponse = { binary: readonly string[] };

export type TBinaryAnswer = { bytes: Buffer; mimeType: string; fileName: string };

type TAnswer<R> = R extends z.ZodType ? z.input<R> : R extends TStreamResponse ? TStreamAnswer : TBinaryAnswer;

export type TRouteSpec<
  P extends z.ZodObject = z.ZodObject,
  Q extends z.ZodObject = z.ZodObject,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType | TBinaryResponse | TStreamResponse = z.ZodType,
> = {
  method: THttpMethod;
  /** OpenAPI style: `/customerservice/api/v1/master/{name}`. */
  path: string;
  summary: string;
  tag: string;
  auth: TAuthMode;
  /** Runs before authentication, e.g. a rate limit. */
  before?: RequestHandler[];
  /**
   * false for URLs a browser loads by itself (`<img src>`), which cannot send the common headers:
   * the route is then served before the header check, with the headers optional
   * (docs/decisions/0004-file-downloads-by-key.md).
   */
  commonHeaders?: false;
  /**
   * A larger JSON body than the configured BODY_LIMIT, for a bulk endpoint (the passage batch):
   * its own parser reads the body before the general one, which then leaves it alone. The route's
   * guard runs before that parser too, so only a caller who may call it gets a large body read.
   */
  bodyLimit?: string;
  /**
   * A multipart/form-data upload: `parser` runs after authentication and leaves one file in
   * `req.file`, handed to the handler as `file`; `body` then describes the form's text fields.
   */
  multipart?: { parser: RequestHandler; fileField: string };
  /** Headers of this route beyond the common ones (requirements/wire-contract.md#common-headers) (lower case, as Node reads them), checked and documented like the rest. */
  headers?: z.ZodObject;
  params?: P;
  query?: Q;
  body?: B;
  response: R;
  successStatus?: number;
  handler: (input: {
    params: z.infer<P>;
    query: z.infer<Q>;
    body: z.infer<B>;
    headers: Record<string, string | undefined>;
    file: TUploadedFile | undefined;
    context: TRequestContext;
  }) => Promise<TAnswer<R>> | TAnswer<R>;
};

export type TRegisteredRoute = { method: THttpMethod; path: string; operationId: string };

export type TAuthGuards = Record<Exclude<TAuthMode, 'none'>, RequestHandler>;

const SECURITY: Record<Exclude<TAuthMode, 'none'>, Record<string, string[]>[]> = {
  accessKey: [{ AccessKey: [] }],
  bearer: [{ Bearer: [] }],
  accessKeyOrBearer: [{ AccessKey: [] }, { Bearer: [] }],
  staff: [{ Bearer: [] }],
  simulationControl: [{ Bearer: [] }],
};

const METHODS_WITH_BODY: THttpMethod[] = ['post', 'put', 'patch'];

// Built once: zod compiles a schema on its first parse, and a new one per request showed up in
// the CPU profile under load (docs/decisions/0012-api-hot-path-caching.md).
const NO_PARAMS = z.object({});
const NO_FIELDS = z.object({}).strict();

function expressPath(openApiPath: string): string {
  return openApiPath.replace(/\{(\w+)\}/g, ':$1');
}

/** `/customerservice/api/v1/customer/current` → `customerservice`. */
function serviceOf(path: string): string {
  const end = path.indexOf('/', 1);
  return end === -1 ? path.slice(1) : path.slice(1, end);
}

function isJsonRequest(contentType: string | undefined): boolean {
  return !contentType || /^application\/([\w.+-]+\+)?json\b/i.test(contentType);
}

function isBinary(response: z.ZodType | TBinaryResponse | TStreamResponse): response is TBinaryResponse {
  return !(response instanceof z.ZodType) && 'binary' in response;
}

function isStream(response: z.ZodType | TBinaryResponse | TStreamResponse): response is TStreamResponse {
  return !(response instanceof z.ZodType) && 'stream' in response;
}

function uploadedFile(req: Request): TUploadedFile | undefined {
  const file = (req as Request & { file?: { buffer: Buffer; originalname: string } }).file;
  return file ? { buffer: file.buffer, originalName: file.originalname } : undefined;
}

/** Sends a file as itself, for the browser to show but never to reinterpret or keep. */
function sendBinary(res: Response, answer: TBinaryAnswer): void {
  const fileName = /^[\w.-]{1,100}$/.test(answer.fileName) ? answer.fileName : 'file';
  res
    .status(200)
    .set({
      'Content-Type': answer.mimeType,
      'Content-Disposition': `inline; filename="${fileName}"`,
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, no-store',
      // An SVG opened on its own is a document that could run script: ours never carry any, and
      // should one ever slip through, this policy runs none and loads nothing.
      ...(answer.mimeType === 'image/svg+xml'
        ? { 'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox" }
        : {}),
    })
    .send(answer.bytes);
}

/**
 * Declares each endpoint once: the same spec mounts the Express handler (validation, auth,
 * envelope) and documents the endpoint in OpenAPI, so the document cannot drift from the code.
 */
export class ApiRouter {
  readonly router = Router();
  /**
   * One router per service (`/customerservice`, ...), chosen by the path's first segment with a
   * map lookup: a call is matched against its own service's few routes instead of every route of
   * every service in turn, which showed in the CPU profile under load (decision 0012).
   */
  private readonly serviceRouters = new Map<string, Router>();
  /** Mounted before the common-header check: routes declared with `commonHeaders: false`. */
  readonly headerFreeRouter = Router();
  /** Mounted before the general JSON parser: the parsers of routes declared with a `bodyLimit`. */
  readonly bodyParsers = Router();
  readonly routes: TRegisteredRoute[] = [];

  constructor(
    readonly registry: OpenAPIRegistry,
    private readonly guards: TAuthGuards,
  ) {
    this.router.use((req, res, next) => {
      const serviceRouter = this.serviceRouters.get(serviceOf(req.path));
      if (serviceRouter) serviceRouter(req, res, next);
      else next();
    });
  }

  /** The guard of an auth mode, for a route that picks its guard per request (a download with or without a key). */
  guardOf(mode: Exclude<TAuthMode, 'none'>): RequestHandler {
    return this.guards[mode];
  }

  private serviceRouter(path: string): Router {
    const service = serviceOf(path);
    let router = this.serviceRouters.get(service);
    if (!router) {
      router = Router();
      this.serviceRouters.set(service, router);
    }
    return router;
  }

  define<P extends z.ZodObject, Q extends z.ZodObject, B extends z.ZodType, R extends z.ZodType | TBinaryResponse | TStreamResponse>(
    spec: TRouteSpec<P, Q, B, R>,
  ): void {
    const operationId = operationIdOf(spec.method, spec.path);
    if (this.routes.some((route) => route.operationId === operationId))
      throw new Error(`${spec.method.toUpperCase()} ${spec.path} is declared twice`);
    this.routes.push({ method: spec.method, path: spec.path, operationId });
    this.document(spec, operationId);
    const handlers: RequestHandler[] = [...(spec.before ?? [])];
    if (spec.auth !== 'none') handlers.push(this.guards[spec.auth]);
    if (spec.multipart) handlers.push(spec.multipart.parser);
    // A handler that answers a frozen object it keeps (an answer shared by many calls) has it
    // checked against the response schema once, and the checked answer, frozen in turn, is
    // serialised once too (envelope.ts); anything else is checked on every call.
    const checkedAnswers = new WeakMap<object, unknown>();
    const checkedAnswer = (schema: z.ZodType, data: unknown): unknown => {
      if (typeof data !== 'object' || data === null || !Object.isFrozen(data)) return schema.parse(data);
      if (!checkedAnswers.has(data)) checkedAnswers.set(data, frozenAnswer(schema.parse(data)));
      return checkedAnswers.get(data);
    };
    handlers.push(async (req, res) => {
      const params = parseOrThrow(spec.params ?? NO_PARAMS, req.params, 'path') as z.infer<P>;
      const query = parseOrThrow(spec.query ?? NO_FIELDS, req.query, 'query') as z.infer<Q>;
      let body: unknown = undefined;
      if (spec.multipart) {
        body = parseOrThrow(spec.body ?? NO_FIELDS, { ...(req.body as object | undefined) }, '');
      } else if (spec.body) {
        if (!isJsonRequest(req.header('content-type'))) throw new AppError('ERR_COMMON_0007');
        const raw = (req.body as unknown) ?? {};
        body = parseOrThrow(spec.body, raw, '');
      }
      const headers = spec.headers ? (parseOrThrow(spec.headers, req.headers, 'header') as Record<string, string | undefined>) : {};
      const data = await spec.handler({
        params,
        query,
        body: body as z.infer<B>,
        headers,
        file: spec.multipart ? uploadedFile(req) : undefined,
        context: requestContext(res),
      });
      if (isStream(spec.response)) await sendStream(res, data as TStreamAnswer);
      else if (isBinary(spec.response)) sendBinary(res, data as TBinaryAnswer);
      else sendSuccess(res, checkedAnswer(spec.response, data), spec.successStatus ?? 200);
    });
    if (spec.bodyLimit) {
      const guard = spec.auth === 'none' ? [] : [this.guards[spec.auth]];
      this.bodyParsers[spec.method](expressPath(spec.path), ...guard, express.json({ limit: spec.bodyLimit }));
    }
    const router = spec.commonHeaders === false ? this.headerFreeRouter : this.serviceRouter(spec.path);
    router[spec.method](expressPath(spec.path), ...handlers);
  }

  private document(
    spec: TRouteSpec<z.ZodObject, z.ZodObject, z.ZodType, z.ZodType | TBinaryResponse | TStreamResponse>,
    operationId: string,
  ): void {
    const common = spec.commonHeaders === false ? ZCommonHeadersSchema.partial() : ZCommonHeadersSchema;
    const request: RouteConfig['request'] = { headers: spec.headers ? common.extend(spec.headers.shape) : common };
    if (spec.params) request.params = spec.params;
    if (spec.query) request.query = spec.query;
    if (spec.multipart) {
      const fields = spec.body instanceof z.ZodObject ? spec.body : z.object({});
      const form = fields.extend({ [spec.multipart.fileField]: z.string().meta({ format: 'binary' }) });
      request.body = { content: { 'multipart/form-data': { schema: form } }, required: true };
    } else if (spec.body && METHODS_WITH_BODY.includes(spec.method)) {
      request.body = { content: { 'application/json': { schema: spec.body } }, required: true };
    }
    const { response } = spec;
    const success =
      response instanceof z.ZodType
        ? { description: 'Success envelope', content: { 'application/json': { schema: successEnvelope(response) } } }
        : {
            description: 'The file itself',
            content: Object.fromEntries(
              ('binary' in response ? response.binary : response.stream).map((type) => [
                type,
                { schema: { type: 'string' as const, format: 'binary' } },
              ]),
            ),
          };
    const failure = { description: 'Failure envelope', content: { 'application/json': { schema: ZErrorEnvelopeSchema } } };
    this.registry.registerPath({
      method: spec.method,
      path: spec.path,
      operationId,
      summary: spec.summary,
      tags: [spec.tag],
      // An empty list says "no credentials" outright, where a missing one would leave it unsaid.
      security: spec.auth === 'none' ? [] : SECURITY[spec.auth],
      request,
      responses: {
        [spec.successStatus ?? 200]: success,
        400: failure,
        ...(spec.auth === 'none' ? {} : { 401: failure }),
        500: failure,
      },
    });
  }
}
