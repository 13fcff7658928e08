import express from 'express';
import request from 'supertest';
import { z } from 'zod';
import { ApiRouter, type TAuthGuards } from './api-router';
import { createOpenApiRegistry } from './openapi';

const refuse: TAuthGuards[keyof TAuthGuards] = (_req, res) => void res.status(401).end();
const GUARDS: TAuthGuards = { accessKey: refuse, bearer: refuse, accessKeyOrBearer: refuse, staff: refuse, simulationControl: refuse };

function appAnswering(answer: () => unknown, schema: z.ZodType) {
  const api = new ApiRouter(createOpenApiRegistry(), GUARDS);
  api.define({
    method: 'get',
    path: '/testservice/api/v1/thing',
    summary: 'A thing',
    tag: 'testservice',
    auth: 'none',
    response: schema,
    handler: () => answer() as never,
  });
  const app = express();
  app.use(api.router);
  return app;
}

describe('the API router checks answers against the response schema', () => {
  const schema = z.object({ name: z.string() });

  it('once for a frozen answer it is given again', async () => {
    const shared = Object.freeze({ name: 'kept' });
    const parse = jest.spyOn(schema, 'parse');
    const app = appAnswering(() => shared, schema);
    for (let call = 0; call < 3; call += 1)
      expect((await request(app).get('/testservice/api/v1/thing')).body).toEqual({ status: 'SUCCESS', data: { name: 'kept' } });
    expect(parse).toHaveBeenCalledTimes(1);
    parse.mockRestore();
  });

  it('and serialises a frozen answer once, sending the same bytes to every call', async () => {
    let reads = 0;
    const shared = Object.freeze({ name: 'kept' });
    // The schema's output is what is sent: a getter on it counts how often it is serialised.
    const counting = z.custom<{ name: string }>().transform(() =>
      Object.freeze({
        get name() {
          reads += 1;
          return 'kept';
        },
      }),
    );
    const app = appAnswering(() => shared, counting);
    for (let call = 0; call < 3; call += 1)
      expect((await request(app).get('/testservice/api/v1/thing')).body).toEqual({ status: 'SUCCESS', data: { name: 'kept' } });
    expect(reads).toBe(1);
  });

  it('on every call for answers that are not frozen', async () => {
    const parse = jest.spyOn(schema, 'parse');
    const app = appAnswering(() => ({ name: 'fresh' }), schema);
    for (let call = 0; call < 3; call += 1) await request(app).get('/testservice/api/v1/thing');
    expect(parse).toHaveBeenCalledTimes(3);
    parse.mockRestore();
  });
});
