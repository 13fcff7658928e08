import request from 'supertest';
import { createTestApp, type TTestApp } from '../../test/test-app';

type TSchema = {
  $ref?: string;
  example?: unknown;
  examples?: unknown;
  properties?: Record<string, TSchema>;
  items?: TSchema;
  anyOf?: TSchema[];
  oneOf?: TSchema[];
  allOf?: TSchema[];
};
type TOperation = {
  parameters?: { in: string; name: string; example?: unknown; schema?: TSchema }[];
  requestBody?: { content?: Record<string, { schema?: TSchema }> };
  responses: Record<string, { content?: Record<string, { schema?: TSchema }> }>;
};

let t: TTestApp;
let doc: { paths: Record<string, Record<string, TOperation>>; components: { schemas: Record<string, TSchema> } };

beforeAll(async () => {
  t = createTestApp();
  doc = (await request(t.app).get('/api-docs/openapi.json')).body;
});
afterAll(() => t.close());

/** Whether a schema, or anything it is made of, carries an example a reader of the document sees. */
function hasExample(schema: TSchema | undefined, seen = new Set<string>()): boolean {
  if (!schema) return false;
  if (schema.$ref) {
    if (seen.has(schema.$ref)) return false;
    seen.add(schema.$ref);
    return hasExample(doc.components.schemas[schema.$ref.split('/').pop() ?? ''], seen);
  }
  if (schema.example !== undefined || schema.examples !== undefined) return true;
  const parts = [
    ...Object.values(schema.properties ?? {}),
    schema.items,
    ...(schema.anyOf ?? []),
    ...(schema.oneOf ?? []),
    ...(schema.allOf ?? []),
  ];
  return parts.some((part) => hasExample(part, seen));
}

/** The operations of the customer's recourse: cases, disputes and appeals, refunds, credit notes, the holiday calendar, appointments, toll notices and their letters. */
const RECOURSE = /\/(cases|disputes|appeals|refunds|refund-behaviours|creditnotes|holidays|appointments|centres|notices|letters)(\/|$)/;

describe('OpenAPI examples', () => {
  it('gives every operation of cases, refunds, credit notes, holidays, appointments and toll notices an example of each parameter, its body and its answer', () => {
    const missing: string[] = [];
    const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
    );
    const recourse = operations.filter(({ path }) => RECOURSE.test(path));
    expect(recourse.length).toBeGreaterThanOrEqual(20);
    const checked = recourse.map(({ path, method }) => `${method} ${path}`);
    for (const visitorAppeal of ['/code', '/verify', '']) {
      expect(checked).toContain(`post /caseservice/api/v1/public/appeals${visitorAppeal}`);
    }
    for (const { path, method, operation } of recourse) {
      for (const parameter of operation.parameters ?? []) {
        if (parameter.in === 'header') continue;
        if (parameter.example === undefined && !hasExample(parameter.schema))
          missing.push(`${method} ${path}: parameter ${parameter.name}`);
      }
      const body = operation.requestBody?.content?.['application/json']?.schema;
      if (body && !hasExample(body)) missing.push(`${method} ${path}: body`);
      const ok = operation.responses['200'] ?? operation.responses['201'];
      const answer = ok?.content?.['application/json']?.schema;
      if (answer && !hasExample(answer)) missing.push(`${method} ${path}: answer`);
    }
    expect(missing).toEqual([]);
  });
});
