import type { OpenAPIRegistry, RouteConfig } from '@asteasolutions/zod-to-openapi';
import { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import { AppError } from '../errors/app-error';
import { ZCommonHeadersSchema } from './common-headers';
import { sendSuccess } from './envelope';
import { requestContext, type TRequestContext } from './request-context';
import { parseOrThrow } from './validation';
import { successEnvelope, ZErrorEnvelopeSchema } from './openapi';

export type THttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/**
 * How a caller proves it may call: nothing, an access key (no signed-in customer), a customer's
 * bearer token, either of those (SPEC 7's "bearer or AccessKey"), or a staff member's bearer token.
 */
export type TAuthMode = 'none' | 'accessKey' | 'bearer' | 'accessKeyOrBearer' | 'staff';

export type TRouteSpec<
  P extends z.ZodObject = z.ZodObject,
  Q extends z.ZodObject = z.ZodObject,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
> = {
  method: THttpMethod;
  /** OpenAPI style: `/customerservice/api/v1/master/{name}`. */
  path: string;
  summary: string;
  tag: string;
  auth: TAuthMode;
  /** Runs before authentication, e.g. a rate limit. */
  before?: RequestHandler[];
  params?: P;
  query?: Q;
  body?: B;
  response: R;
  successStatus?: number;
  handler: (input: {
    params: z.infer<P>;
    query: z.infer<Q>;
    body: z.infer<B>;
    context: TRequestContext;
  }) => Promise<z.input<R>> | z.input<R>;
};

export type TRegisteredRoute = { method: THttpMethod; path: string };

export type TAuthGuards = Record<Exclude<TAuthMode, 'none'>, RequestHandler>;

const SECURITY: Record<Exclude<TAuthMode, 'none'>, Record<string, string[]>[]> = {
  accessKey: [{ AccessKey: [] }],
  bearer: [{ Bearer: [] }],
  accessKeyOrBearer: [{ AccessKey: [] }, { Bearer: [] }],
  staff: [{ Bearer: [] }],
};

const METHODS_WITH_BODY: THttpMethod[] = ['post', 'put', 'patch'];

function expressPath(openApiPath: string): string {
  return openApiPath.replace(/\{(\w+)\}/g, ':$1');
}

function isJsonRequest(contentType: string | undefined): boolean {
  return !contentType || /^application\/([\w.+-]+\+)?json\b/i.test(contentType);
}

/**
 * Declares each endpoint once: the same spec mounts the Express handler (validation, auth,
 * envelope) and documents the endpoint in OpenAPI, so the document cannot drift from the code.
 */
export class ApiRouter {
  readonly router = Router();
  readonly routes: TRegisteredRoute[] = [];

  constructor(
    readonly registry: OpenAPIRegistry,
    private readonly guards: TAuthGuards,
  ) {}

  define<P extends z.ZodObject, Q extends z.ZodObject, B extends z.ZodType, R extends z.ZodType>(
    spec: TRouteSpec<P, Q, B, R>,
  ): void {
    this.routes.push({ method: spec.method, path: spec.path });
    this.document(spec);
    const handlers: RequestHandler[] = [...(spec.before ?? [])];
    if (spec.auth !== 'none') handlers.push(this.guards[spec.auth]);
    handlers.push(async (req, res) => {
      const params = parseOrThrow(spec.params ?? z.object({}), req.params, 'path') as z.infer<P>;
      const query = parseOrThrow(spec.query ?? z.object({}).strict(), req.query, 'query') as z.infer<Q>;
      let body: unknown = undefined;
      if (spec.body) {
        if (!isJsonRequest(req.header('content-type'))) throw new AppError('ERR_COMMON_0007');
        const raw = (req.body as unknown) ?? {};
        body = parseOrThrow(spec.body, raw, '');
      }
      const data = await spec.handler({
        params,
        query,
        body: body as z.infer<B>,
        context: requestContext(res),
      });
      sendSuccess(res, spec.response.parse(data), spec.successStatus ?? 200);
    });
    this.router[spec.method](expressPath(spec.path), ...handlers);
  }

  private document(spec: TRouteSpec<z.ZodObject, z.ZodObject, z.ZodType, z.ZodType>): void {
    const request: RouteConfig['request'] = { headers: ZCommonHeadersSchema };
    if (spec.params) request.params = spec.params;
    if (spec.query) request.query = spec.query;
    if (spec.body && METHODS_WITH_BODY.includes(spec.method)) {
      request.body = { content: { 'application/json': { schema: spec.body } }, required: true };
    }
    const failure = { description: 'Failure envelope', content: { 'application/json': { schema: ZErrorEnvelopeSchema } } };
    this.registry.registerPath({
      method: spec.method,
      path: spec.path,
      summary: spec.summary,
      tags: [spec.tag],
      ...(spec.auth === 'none' ? {} : { security: SECURITY[spec.auth] }),
      request,
      responses: {
        [spec.successStatus ?? 200]: {
          description: 'Success envelope',
          content: { 'application/json': { schema: successEnvelope(spec.response) } },
        },
        400: failure,
        ...(spec.auth === 'none' ? {} : { 401: failure }),
        500: failure,
      },
    });
  }
}
