import { type LookupAddress, lookup } from 'node:dns';
import { BlockList, isIP } from 'node:net';
import { PUSH_ENDPOINT_MAX, PUSH_MSG } from '@dongne/contract';

/**
 * A push endpoint is a URL a client chooses, and the server sends requests to it (contract §18):
 * without these checks a subscription would make the server reach its own network. Refused:
 * anything but https, loopback, private, link-local, unique-local, CGNAT, multicast and reserved
 * addresses, in IPv4, IPv6 and IPv4-mapped IPv6 alike, checked on the text and again on every
 * address its host name resolves to, at subscribe and at each send (the `lookup` of the socket).
 */
// Two lists: a BlockList matches IPv4 addresses against IPv4-mapped IPv6 rules too, so one list
// holding `::ffff:0:0/96` would refuse every IPv4 address.
const REFUSED_V4 = new BlockList();
const REFUSED_V6 = new BlockList();
for (const [network, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 3],
] as const) {
  REFUSED_V4.addSubnet(network, bits, 'ipv4');
}
for (const [network, bits] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  REFUSED_V6.addSubnet(network, bits, 'ipv6');
}

/** True for an address the server must never send a push to. */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return REFUSED_V4.check(address, 'ipv4');
  if (family !== 6) return true;
  const lower = address.toLowerCase();
  // IPv4 inside IPv6 (mapped ::ffff:…, in either spelling, or compatible ::a.b.c.d): never a push
  // service's address, and a way around the IPv4 list, so refused outright.
  if (/^(?:0{0,4}:){0,5}(?:ffff:)?\d{1,3}(?:\.\d{1,3}){3}$/.test(lower.replace(/^::/, '')) || /^(?:0{1,4}:){5}ffff:|^::ffff:/.test(lower)) {
    return true;
  }
  return REFUSED_V6.check(lower, 'ipv6');
}

export type EndpointRules = { allowInsecure: boolean };

/** The http://127.0.0.1:<port> endpoints a test's push service listens on (PUSH_ALLOW_INSECURE_ENDPOINTS). */
const isTestEndpoint = (url: URL) => url.protocol === 'http:' && url.hostname === '127.0.0.1' && url.port !== '';

/**
 * Checks an endpoint's text: a message for `fieldErrors.endpoint`, or null when it may be used (its
 * host name is resolved next, by `checkResolvedEndpoint`).
 */
export function endpointProblem(endpoint: string, rules: EndpointRules): string | null {
  if (Buffer.byteLength(endpoint) > PUSH_ENDPOINT_MAX) return PUSH_MSG.endpointTooLong;
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return PUSH_MSG.endpointInvalid;
  }
  if (rules.allowInsecure && isTestEndpoint(url)) return null;
  if (url.protocol !== 'https:') return PUSH_MSG.endpointHttps;
  if (url.username || url.password) return PUSH_MSG.endpointInvalid;
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (!host || host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.local') || host.endsWith('.internal')) {
    return PUSH_MSG.endpointPrivate;
  }
  // A dotted name made of digits only is an IPv4 address in another spelling (URL parsing turns
  // 0x7f.1 or 2130706433 into 127.0.0.1 already): it is judged as the address.
  if (isIP(host) && isPrivateAddress(host)) return PUSH_MSG.endpointPrivate;
  return null;
}

/** All addresses of a host name; an IP literal is its own answer. */
function resolveAll(host: string): Promise<LookupAddress[]> {
  if (isIP(host)) return Promise.resolve([{ address: host, family: isIP(host) }]);
  return new Promise((resolve, reject) => {
    lookup(host, { all: true, verbatim: true }, (error, addresses) => (error ? reject(error) : resolve(addresses)));
  });
}

/**
 * Resolves the endpoint's host and refuses it if any of its addresses is private: a message for
 * `fieldErrors.endpoint`, or null.
 */
export async function resolvedEndpointProblem(endpoint: string, rules: EndpointRules): Promise<string | null> {
  const textual = endpointProblem(endpoint, rules);
  if (textual) return textual;
  const url = new URL(endpoint);
  if (rules.allowInsecure && isTestEndpoint(url)) return null;
  let addresses: LookupAddress[];
  try {
    addresses = await resolveAll(url.hostname.replace(/^\[|\]$/g, ''));
  } catch {
    return PUSH_MSG.endpointUnresolvable;
  }
  if (addresses.length === 0) return PUSH_MSG.endpointUnresolvable;
  return addresses.some((entry) => isPrivateAddress(entry.address)) ? PUSH_MSG.endpointPrivate : null;
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * The socket's own `lookup` for a push request: the addresses it connects to are the ones checked
 * here, so a name that resolved to a public address at subscribe and to a private one now (DNS
 * rebinding) is refused at send time.
 */
export function safeLookup(rules: EndpointRules) {
  return (hostname: string, options: { all?: boolean }, callback: LookupCallback) => {
    lookup(hostname, { all: true, verbatim: true }, (error, addresses) => {
      if (error) return callback(error, []);
      const testHost = rules.allowInsecure && hostname === '127.0.0.1';
      if (addresses.length === 0 || (!testHost && addresses.some((entry) => isPrivateAddress(entry.address)))) {
        return callback(Object.assign(new Error(`push endpoint resolves to a refused address`), { code: 'EPUSHPRIVATE' }), []);
      }
      if (options.all) return callback(null, addresses);
      const [first] = addresses;
      return callback(null, first?.address ?? '', first?.family);
    });
  };
}
