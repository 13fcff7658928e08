import { observeServerTime, serverClock } from './server-clock';

describe('the server-synchronised clock', () => {
  const browserMs = Date.UTC(2025, 0, 1, 0, 0, 0);

  beforeEach(() => {
    jest.spyOn(Date, 'now').mockReturnValue(browserMs);
  });
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it("keeps the server's lead over the browser from the last answer", () => {
    observeServerTime('2026-11-16T02:00:00.000Z', browserMs - 1000);
    expect(serverClock.now().toISOString()).toBe('2026-11-16T02:00:01.000Z');
  });

  it('keeps the last offset when an answer has no readable header', () => {
    observeServerTime('2026-11-16T02:00:00.000Z', browserMs);
    observeServerTime(null, browserMs);
    observeServerTime('yesterday', browserMs);
    expect(serverClock.now().toISOString()).toBe('2026-11-16T02:00:00.000Z');
  });
});
