import { isLocalCaller, isLoopbackAddress, type TCallerOrigin } from './local-caller';

describe('loopback addresses', () => {
  it.each([
    ['127.0.0.1', true],
    ['127.255.255.255', true],
    ['127.0.0.0', true],
    ['126.255.255.255', false],
    ['128.0.0.1', false],
    ['10.0.0.1', false],
    ['0.0.0.0', false],
    ['::1', true],
    ['0:0:0:0:0:0:0:1', true],
    ['::ffff:127.0.0.1', true],
    ['::FFFF:127.1.2.3', true],
    ['::ffff:10.0.0.1', false],
    ['::ffff:128.0.0.1', false],
    ['::', false],
    ['fe80::1', false],
    ['localhost', false],
    ['', false],
    [undefined, false],
  ])('%s is loopback: %s', (address, loopback) => {
    expect(isLoopbackAddress(address)).toBe(loopback);
  });
});

/** A request as Express sees it: without trust proxy, req.ip is the peer itself. */
const direct = (peer: string, headers: Partial<TCallerOrigin> = {}): TCallerOrigin => ({
  peer,
  client: peer,
  hasXForwardedFor: false,
  hasOtherForwardingHeader: false,
  trustProxy: false,
  ...headers,
});

describe('a caller on this machine', () => {
  describe('without trust proxy (TRUST_PROXY=0)', () => {
    it.each([
      ['127.0.0.1', true],
      ['127.255.255.255', true],
      ['128.0.0.1', false],
      ['::1', true],
      ['::ffff:127.0.0.1', true],
      ['::ffff:10.0.0.1', false],
      ['10.0.0.1', false],
    ])('counts a direct call from %s as local: %s', (peer, local) => {
      expect(isLocalCaller(direct(peer))).toBe(local);
    });

    it('does not count a call forwarded by a proxy on this machine, whose origin it cannot know', () => {
      expect(isLocalCaller(direct('127.0.0.1', { hasXForwardedFor: true }))).toBe(false);
      expect(isLocalCaller(direct('::1', { hasOtherForwardingHeader: true }))).toBe(false);
      expect(isLocalCaller(direct('127.0.0.1', { hasXForwardedFor: true, hasOtherForwardingHeader: true }))).toBe(false);
    });
  });

  describe('with trust proxy (TRUST_PROXY=1)', () => {
    const behindProxy = (peer: string, client: string): TCallerOrigin => ({
      peer,
      client,
      hasXForwardedFor: true,
      hasOtherForwardingHeader: false,
      trustProxy: true,
    });

    it('counts a direct call without forwarding headers by its peer, as without trust proxy', () => {
      expect(isLocalCaller(direct('127.0.0.1', { trustProxy: true }))).toBe(true);
      expect(isLocalCaller(direct('::1', { trustProxy: true }))).toBe(true);
      expect(isLocalCaller(direct('10.0.0.1', { trustProxy: true }))).toBe(false);
    });

    it('decides a call through a proxy on this machine by the client that X-Forwarded-For names', () => {
      expect(isLocalCaller(behindProxy('127.0.0.1', '127.0.0.1'))).toBe(true);
      expect(isLocalCaller(behindProxy('::ffff:127.0.0.1', '::1'))).toBe(true);
      expect(isLocalCaller(behindProxy('127.0.0.1', '203.0.113.7'))).toBe(false);
      expect(isLocalCaller(behindProxy('127.0.0.1', '::ffff:10.0.0.1'))).toBe(false);
      expect(isLocalCaller(behindProxy('127.0.0.1', '128.0.0.1'))).toBe(false);
    });

    it('never counts a remote peer as local, even when it claims a loopback client in X-Forwarded-For', () => {
      expect(isLocalCaller(behindProxy('203.0.113.7', '127.0.0.1'))).toBe(false);
      expect(isLocalCaller(behindProxy('10.0.0.1', '::1'))).toBe(false);
    });

    it('does not count a call that names its origin only in Forwarded, which Express does not resolve', () => {
      expect(
        isLocalCaller({
          peer: '127.0.0.1',
          client: '127.0.0.1',
          hasXForwardedFor: false,
          hasOtherForwardingHeader: true,
          trustProxy: true,
        }),
      ).toBe(false);
    });
  });

  it('does not count a request whose peer address is unknown (the socket already closed)', () => {
    expect(
      isLocalCaller({ peer: undefined, client: undefined, hasXForwardedFor: false, hasOtherForwardingHeader: false, trustProxy: false }),
    ).toBe(false);
  });
});
