import type { TOutboxMessage } from '@mflow/contracts/notification/outbox.contract';
import { newestFirst, piecesOf } from './message-text';

describe('outbox message text', () => {
  it('makes links clickable and picks out one-time codes', () => {
    expect(piecesOf('Your M-Flow OTP is 482915 (ref. KQZD). Open http://localhost:8080/mflow/activate?token=abc.')).toEqual([
      { kind: 'text', text: 'Your M-Flow OTP is ' },
      { kind: 'code', text: '482915' },
      { kind: 'text', text: ' (ref. KQZD). Open ' },
      { kind: 'link', href: 'http://localhost:8080/mflow/activate?token=abc' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('leaves text without links or codes alone', () => {
    expect(piecesOf('เรียน สมชาย ใจดี')).toEqual([{ kind: 'text', text: 'เรียน สมชาย ใจดี' }]);
  });
});

describe('newestFirst', () => {
  it('puts the latest message on top', () => {
    const at = (createdAt: string) => ({ createdAt }) as TOutboxMessage;
    expect(newestFirst([at('2026-01-01T00:00:00Z'), at('2026-01-02T00:00:00Z')]).map((message) => message.createdAt)).toEqual([
      '2026-01-02T00:00:00Z',
      '2026-01-01T00:00:00Z',
    ]);
  });
});
