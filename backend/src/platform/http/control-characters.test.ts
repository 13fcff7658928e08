import request from 'supertest';
import { STAFF_ROLES } from '@mflow/contracts/staff/staff-roles';
import { createMember } from '../../test/factories/customers';
import { accessKeyHeaders, bearerHeaders, errorCodes } from '../../test/factories/http';
import { createSignedInStaff } from '../../test/factories/staff';
import { createIsolatedTestApp } from '../../test/isolated-test-app';
import { commonHeaders, type TTestApp } from '../../test/test-app';

// Every operation is called, state-changing ones too (each with one field refused): a database of its own.
let t: TTestApp;
let memberToken: string;
let staffToken: string;

beforeAll(async () => {
  t = await createIsolatedTestApp({
    authRateLimitPerMinute: 100_000,
    accessKeyRateLimitPerMinute: 100_000,
    contactRateLimitPerMinute: 100_000,
  });
  memberToken = (await createMember(t)).token;
  staffToken = (await createSignedInStaff(t, { roles: STAFF_ROLES })).token;
});
afterAll(() => t.close());

type TSchema = {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  pattern?: string;
  minLength?: number;
  properties?: Record<string, TSchema>;
  required?: string[];
  items?: TSchema;
  anyOf?: TSchema[];
  oneOf?: TSchema[];
  allOf?: TSchema[];
  $ref?: string;
};
type TParameter = { name: string; in: 'path' | 'query' | 'header'; required?: boolean; schema: TSchema };
type TOperation = {
  parameters?: TParameter[];
  security?: Record<string, string[]>[];
  requestBody?: { content: Record<string, { schema: TSchema }> };
};
type TDocument = { paths: Record<string, Record<string, TOperation>>; components?: { schemas?: Record<string, TSchema> } };

const NUL = 'x\u0000y';

let document: TDocument;

function resolved(schema: TSchema): TSchema {
  if (schema.$ref) return resolved(document.components?.schemas?.[schema.$ref.replace('#/components/schemas/', '')] ?? {});
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return resolved(variants.find((variant) => variant.type !== 'null') ?? {});
  if (schema.allOf?.[0]) return resolved(schema.allOf[0]);
  return schema;
}

const isString = (schema: TSchema) => {
  const type = resolved(schema).type;
  return type === 'string' || (Array.isArray(type) && type.includes('string'));
};

/** A value the schema likely accepts, so that the one field under test is what the request is refused for. */
function plausible(schema: TSchema): unknown {
  const s = resolved(schema);
  if (s.enum?.length) return s.enum[0];
  const type = Array.isArray(s.type) ? s.type.find((each) => each !== 'null') : s.type;
  switch (type) {
    case 'integer':
    case 'number':
      return 1;
    case 'boolean':
      return true;
    case 'array':
      return s.items ? [plausible(s.items)] : [];
    case 'object':
      return Object.fromEntries((s.required ?? []).map((name) => [name, plausible(s.properties?.[name] ?? {})]));
    default:
      if (s.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
      if (s.format === 'date') return '2026-11-16';
      if (s.format === 'date-time') return '2026-11-16T02:00:00.000Z';
      if (s.format === 'email') return 'someone@example.com';
      return '1'.repeat(Math.max(1, s.minLength ?? 1));
  }
}

/** The dotted paths of the string fields of a JSON body, nested objects included. */
function stringFields(schema: TSchema, prefix: string[] = []): string[][] {
  const s = resolved(schema);
  if (s.type !== 'object' || !s.properties) return isString(s) && prefix.length > 0 ? [prefix] : [];
  return Object.entries(s.properties).flatMap(([name, field]) => stringFields(field, [...prefix, name]));
}

function withValueAt(body: unknown, path: string[], value: unknown): unknown {
  const copy = structuredClone(body ?? {}) as Record<string, unknown>;
  let at = copy;
  for (const key of path.slice(0, -1)) {
    if (typeof at[key] !== 'object' || at[key] === null) at[key] = {};
    at = at[key] as Record<string, unknown>;
  }
  at[path[path.length - 1] as string] = value;
  return copy;
}

/** An access key where one will do, else a member's or (for the staff and simulation paths) a staff member with every role. */
function credentialsFor(path: string, operation: TOperation): Record<string, string> {
  const schemes = (operation.security ?? []).flatMap((entry) => Object.keys(entry));
  if (schemes.includes('AccessKey')) return accessKeyHeaders(t);
  if (schemes.includes('Bearer')) return bearerHeaders(/^\/(staffservice|simservice)\//.test(path) ? staffToken : memberToken);
  return commonHeaders('EN');
}

function call(method: string, path: string, operation: TOperation, query: Record<string, unknown>) {
  return request(t.app)[method as 'get' | 'post' | 'put' | 'patch' | 'delete'](path).query(query).set(credentialsFor(path, operation));
}

type TCase = { name: string; send: () => request.Test };

function casesOf(path: string, method: string, operation: TOperation): TCase[] {
  const parameters = (operation.parameters ?? []).filter((p) => p.in !== 'header');
  const pathWith = (values: Record<string, string>) =>
    path.replace(/\{(\w+)\}/g, (_match, name: string) =>
      encodeURIComponent(values[name] ?? String(plausible(parameters.find((p) => p.name === name)?.schema ?? {}))),
    );
  const requiredQuery = () =>
    Object.fromEntries(parameters.filter((p) => p.in === 'query' && p.required).map((p) => [p.name, plausible(p.schema)]));
  const cases: TCase[] = [];
  for (const parameter of parameters) {
    cases.push({
      name: `${method.toUpperCase()} ${path} ${parameter.in} ${parameter.name}`,
      send: () =>
        parameter.in === 'path'
          ? call(method, pathWith({ [parameter.name]: NUL }), operation, requiredQuery())
          : call(method, pathWith({}), operation, { ...requiredQuery(), [parameter.name]: NUL }),
    });
  }
  const json = operation.requestBody?.content['application/json']?.schema;
  if (json) {
    const valid = plausible(json);
    for (const field of stringFields(json)) {
      cases.push({
        name: `${method.toUpperCase()} ${path} body ${field.join('.')}`,
        send: () => call(method, pathWith({}), operation, requiredQuery()).send(withValueAt(valid, field, NUL) as object),
      });
    }
  }
  const form = operation.requestBody?.content['multipart/form-data']?.schema;
  if (form) {
    for (const field of stringFields(form).filter((f) => resolved(form).properties?.[f[0] as string]?.format !== 'binary')) {
      cases.push({
        name: `${method.toUpperCase()} ${path} form ${field.join('.')}`,
        send: () => call(method, pathWith({}), operation, requiredQuery()).field(field.join('.'), NUL),
      });
    }
  }
  return cases;
}

describe('a NUL byte in any declared string of the API document', () => {
  it('is answered 4xx by every operation, never 5xx', async () => {
    document = (await request(t.app).get('/api-docs/openapi.json')).body as TDocument;
    const cases = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations).flatMap(([method, operation]) => casesOf(path, method, operation)),
    );
    expect(cases.length).toBeGreaterThan(100);
    const serverErrors: string[] = [];
    for (const each of cases) {
      const res = await each.send();
      if (res.status >= 500) serverErrors.push(`${each.name}: ${res.status} ${errorCodes(res).join(',')}`);
    }
    expect(serverErrors).toEqual([]);
  }, 600_000);
});

describe('a NUL byte in the sign-in identifier and the forgotten-password request', () => {
  it('is refused as bad input', async () => {
    const basic = Buffer.from(`some\u0000one@example.com:Password1`).toString('base64');
    const signIn = await request(t.app)
      .post('/authservice/api/auth')
      .set({ ...accessKeyHeaders(t), type: 'EMAIL', Authorization: `Basic ${basic}` });
    expect(signIn.status).toBe(400);
    expect(errorCodes(signIn)).toEqual(['ERR_COMMON_0002']);
    const forgot = await request(t.app)
      .post('/customerservice/api/v1/forgotpwd')
      .set(accessKeyHeaders(t))
      .send({ identifier: 'some\u0000one@example.com' });
    expect(forgot.status).toBe(400);
  });
});
