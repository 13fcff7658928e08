import type { TAppDeps } from '../../platform/app-deps';
import type { ApiRouter } from '../../platform/http/api-router';
import { perAddressLimit } from '../../platform/http/rate-limit';
import {
  ZContactRequestSchema,
  ZContactResponseSchema,
  ZContentIdParamsSchema,
  ZContentListSchema,
  ZFaqGroupsSchema,
  ZFaqQuerySchema,
  ZNewsPageSchema,
  ZNewsQuerySchema,
  ZPublicContentItemSchema,
} from '@mflow/contracts/content/content.contract';
import { sendContactMessage } from './contact-form';
import { getNewsItem, listFaqs, listNews, listPublished } from './content.service';

const tag = 'contentservice';
const base = '/contentservice/api/v1';

/** What visitors read, with an access key like the portal's other reads before sign-in. */
export function registerContentRoutes(api: ApiRouter, deps: TAppDeps): void {
  const { db, clock, fileKeys, notifier, config } = deps;

  api.define({
    method: 'get',
    path: `${base}/news`,
    summary: 'Published news and PR, newest first, paged, optionally of one category',
    tag,
    auth: 'accessKeyOrBearer',
    query: ZNewsQuerySchema,
    response: ZNewsPageSchema,
    handler: ({ query, context }) => listNews({ db, clock, fileKeys, language: context.language, ...query }),
  });

  api.define({
    method: 'get',
    path: `${base}/news/{id}`,
    summary: 'One published news item, for /mflow/newsdetail',
    tag,
    auth: 'accessKeyOrBearer',
    params: ZContentIdParamsSchema,
    response: ZPublicContentItemSchema,
    handler: ({ params, context }) => getNewsItem({ db, clock, fileKeys, language: context.language, id: params.id }),
  });

  api.define({
    method: 'get',
    path: `${base}/faqs`,
    summary: 'Published FAQs by group; with q, only those whose question or answer contains it (either language)',
    tag,
    auth: 'accessKeyOrBearer',
    query: ZFaqQuerySchema,
    response: ZFaqGroupsSchema,
    handler: ({ query, context }) => listFaqs({ db, clock, fileKeys, language: context.language, q: query.q || undefined }),
  });

  api.define({
    method: 'get',
    path: `${base}/promotions`,
    summary: "Member privileges: partners' current offers (MENU00018)",
    tag,
    auth: 'accessKeyOrBearer',
    response: ZContentListSchema,
    handler: ({ context }) => listPublished({ db, clock, fileKeys, language: context.language, kind: 'PROMOTION' }),
  });

  api.define({
    method: 'get',
    path: `${base}/downloads`,
    summary: 'Forms and brochures to download, each a PDF behind a URL valid 5 minutes',
    tag,
    auth: 'accessKeyOrBearer',
    response: ZContentListSchema,
    handler: ({ context }) => listPublished({ db, clock, fileKeys, language: context.language, kind: 'DOWNLOAD' }),
  });

  api.define({
    method: 'post',
    path: `${base}/contact`,
    summary: "The contact form: the message goes to the operator's mailbox and the visitor gets a reference",
    tag,
    auth: 'accessKeyOrBearer',
    before: [perAddressLimit(config.contactRateLimitPerMinute)],
    body: ZContactRequestSchema,
    response: ZContactResponseSchema,
    handler: ({ body, context }) =>
      sendContactMessage({ db, clock, notifier, mailbox: config.contactMailbox, language: context.language, request: body }),
  });
}
