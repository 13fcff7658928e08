import { createHash } from 'node:crypto';
import { hashOfRequest } from './request-hash';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe('the hash that ties an idempotency key to its request', () => {
  it('is the SHA-256 of the body as JSON with its fields in name order', () => {
    expect(hashOfRequest({ b: 1, a: 'x' })).toBe(sha256('{"a":"x","b":1}'));
  });

  it('hashes the same fields in any order alike, at every depth and inside lists', () => {
    expect(hashOfRequest({ invoiceNos: [{ z: 1, y: 2 }], method: { kind: 'CARD', id: 'p1' } })).toBe(
      hashOfRequest({ method: { id: 'p1', kind: 'CARD' }, invoiceNos: [{ y: 2, z: 1 }] }),
    );
    expect(hashOfRequest({ list: [{ z: 1, y: 2 }] })).toBe(sha256('{"list":[{"y":2,"z":1}]}'));
  });

  it('leaves out absent fields but keeps nulls, and keeps the order of a list', () => {
    expect(hashOfRequest({ a: 1, b: undefined })).toBe(hashOfRequest({ a: 1 }));
    expect(hashOfRequest({ a: 1, b: null })).toBe(sha256('{"a":1,"b":null}'));
    expect(hashOfRequest(['IV1', 'IV2'])).not.toBe(hashOfRequest(['IV2', 'IV1']));
  });

  it('tells different bodies apart', () => {
    expect(hashOfRequest({ amount: 3000 })).not.toBe(hashOfRequest({ amount: 300 }));
    expect(hashOfRequest('text')).toBe(sha256('"text"'));
  });
});
