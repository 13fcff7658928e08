import { BlockList, isIP } from 'node:net';
import type { Request } from 'express';

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/** 127.0.0.0/8 and ::1; BlockList also matches IPv4-mapped IPv6 (::ffff:127.0.0.1) against the IPv4 subnet. */
export function isLoopbackAddress(address: string | undefined): boolean {
  const family = isIP(address ?? '');
  if (family === 0) return false;
  return LOOPBACK.check(address ?? '', family === 4 ? 'ipv4' : 'ipv6');
}

/** Headers besides X-Forwarded-For in which proxies and CDNs name the client they forward for. */
const OTHER_FORWARDING_HEADERS = ['Forwarded', 'X-Real-IP', 'X-Client-IP', 'True-Client-IP', 'CF-Connecting-IP'];

export type TCallerOrigin = {
  /** The address of the TCP peer (`req.socket.remoteAddress`): the machine that opened the connection. */
  peer: string | undefined;
  /** The client address Express resolved (`req.ip`): the peer, or with trust proxy the client that X-Forwarded-For names. */
  client: string | undefined;
  hasXForwardedFor: boolean;
  /**
   * Any other header a proxy names the client in (RFC 7239 `Forwarded`, nginx's `X-Real-IP`,
   * `X-Client-IP`, `True-Client-IP`, `CF-Connecting-IP`), none of which Express reads.
   */
  hasOtherForwardingHeader: boolean;
  /** Whether Express trusts proxies (`TRUST_PROXY` above 0). */
  trustProxy: boolean;
};

/**
 * Whether a request comes from this machine itself (docs/decisions/0014-simulation-controls.md).
 *
 * - The peer must be loopback. A remote peer is never local, whatever it claims: with trust proxy
 *   on and the port also reachable directly, `X-Forwarded-For: 127.0.0.1` from a stranger would
 *   otherwise make `req.ip` loopback.
 * - A loopback peer that forwards a request (a reverse proxy on this host) says nothing about where
 *   the request came from. Without trust proxy nothing tells us the origin, so it is not local.
 *   With trust proxy, the client Express took from X-Forwarded-For decides; a request that names
 *   its origin only in another header (`Forwarded`, `X-Real-IP`, ...) has none that Express
 *   resolved, so it is not local either.
 */
export function isLocalCaller({ peer, client, hasXForwardedFor, hasOtherForwardingHeader, trustProxy }: TCallerOrigin): boolean {
  if (!isLoopbackAddress(peer)) return false;
  if (!hasXForwardedFor && !hasOtherForwardingHeader) return true;
  return trustProxy && hasXForwardedFor && isLoopbackAddress(client);
}

export function callerOrigin(req: Request, trustProxyHops: number): TCallerOrigin {
  return {
    peer: req.socket.remoteAddress,
    client: req.ip,
    hasXForwardedFor: req.header('X-Forwarded-For') !== undefined,
    hasOtherForwardingHeader: OTHER_FORWARDING_HEADERS.some((name) => req.header(name) !== undefined),
    trustProxy: trustProxyHops > 0,
  };
}
