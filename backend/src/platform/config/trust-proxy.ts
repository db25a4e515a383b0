import { isIP } from 'node:net';

/** Fastify's `trustProxy` forms we accept (never `true`: that trusts any client's X-Forwarded-For). */
export type TrustProxy = false | number | string[];

/**
 * The form Fastify takes. Fastify 5.12 fails closed on a bare number (it trusts no hop), so a hop count becomes the
 * function proxy-addr used to build from one: the `hops` nearest peers may set X-Forwarded-For. That trusts whoever
 * connects, which is why docs/operations.md prefers the proxies' addresses when the containers are reachable directly.
 */
export function fastifyTrustProxy(
  trustProxy: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trustProxy !== 'number') return trustProxy;
  const hops = trustProxy;
  return (_address, hop) => hop < hops;
}

/** Range names proxy-addr (Fastify's trustProxy) understands besides addresses and CIDRs. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/** True for an IPv4/IPv6 address, a CIDR of one, or a proxy-addr range name. */
export function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  // proxy-addr refuses a /0 (trusting every address is what TRUST_PROXY exists to avoid anyway).
  return /^\d{1,3}$/.test(prefix) && Number(prefix) >= 1 && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY as the operator wrote it: unset/false/0 trusts nobody, a hop count, or a comma-separated list of
 * addresses, CIDRs and range names. `true` is refused: it would let any client choose the address the rate limits see.
 */
export function parseTrustProxy(raw: string | undefined, problems: string[]): TrustProxy {
  if (raw === undefined || ['false', '0'].includes(raw.toLowerCase())) return false;
  if (/^\d+$/.test(raw)) {
    if (Number(raw) > 20) problems.push(`TRUST_PROXY=${raw} is not valid; a hop count is between 0 and 20`);
    return Number(raw);
  }
  if (['true', 'yes'].includes(raw.toLowerCase())) {
    problems.push(
      `TRUST_PROXY=${raw} would trust any client's X-Forwarded-For; set the number of proxies in front (e.g. 1) or their addresses/CIDRs`,
    );
    return false;
  }
  const entries = raw
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  for (const entry of entries) {
    if (!isProxyAddress(entry))
      problems.push(
        `TRUST_PROXY contains ${entry}, which is not an IP address, a CIDR, loopback, linklocal or uniquelocal`,
      );
  }
  return entries;
}
