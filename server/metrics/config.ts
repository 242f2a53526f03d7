import { BlockList, isIP } from 'node:net';

export type MetricsConfig = {
  /** METRICS_PORT: the metrics listener's port; unset, there is no metrics listener. */
  port: number;
  /** METRICS_HOST: the address it binds (loopback unless told). */
  host: string;
  /** METRICS_ALLOW plus loopback: the socket addresses it answers; any other gets 403. */
  allowed: BlockList;
};

type Fail = <T>(message: string, fallback: T) => T;
type Read = (name: string) => string | undefined;

/**
 * The loopback addresses, always allowed: a scraper on the same host or pod. IPv4 on an IPv6
 * socket arrives as ::ffff:127.x.y.z, which BlockList matches against the IPv4 rule.
 */
function loopback(): BlockList {
  const list = new BlockList();
  list.addSubnet('127.0.0.0', 8, 'ipv4');
  list.addAddress('::1', 'ipv6');
  return list;
}

/**
 * METRICS_PORT, METRICS_HOST and METRICS_ALLOW (a comma list of addresses and CIDR subnets:
 * a Prometheus in the cluster network). Unset METRICS_PORT: no metrics at all.
 */
export function parseMetricsConfig(read: Read, fail: Fail): MetricsConfig | undefined {
  const rawPort = read('METRICS_PORT');
  const host = read('METRICS_HOST') ?? '127.0.0.1';
  if (!isIP(host)) fail(`METRICS_HOST must be an IP address, got "${host}".`, 0);
  const allowed = loopback();
  for (const entry of (read('METRICS_ALLOW') ?? '').split(',').map((part) => part.trim())) {
    if (!entry) continue;
    const [address = '', bits] = entry.split('/');
    const family = isIP(address);
    const prefix = bits === undefined ? undefined : Number(bits);
    const maxPrefix = family === 6 ? 128 : 32;
    if (
      !family ||
      (prefix !== undefined && !(Number.isInteger(prefix) && prefix >= 0 && prefix <= maxPrefix))
    ) {
      fail(`METRICS_ALLOW must list IP addresses or subnets (10.0.0.0/8), got "${entry}".`, 0);
      continue;
    }
    const type = family === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) allowed.addAddress(address, type);
    else allowed.addSubnet(address, prefix, type);
  }
  if (rawPort === undefined) return undefined;
  const port = /^\d+$/.test(rawPort) ? Number(rawPort) : Number.NaN;
  if (!(port >= 0 && port <= 65_535)) {
    return fail(
      `METRICS_PORT must be a whole number from 0 to 65535, got "${rawPort}".`,
      undefined,
    );
  }
  return { port, host, allowed };
}

/** Whether a socket's remote address may read the metrics: loopback or METRICS_ALLOW. */
export function mayReadMetrics(allowed: BlockList, remoteAddress: string | undefined): boolean {
  if (!remoteAddress) return false;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(remoteAddress)?.[1];
  if (mapped) return allowed.check(mapped, 'ipv4');
  const family = isIP(remoteAddress);
  if (!family) return false;
  return allowed.check(remoteAddress, family === 6 ? 'ipv6' : 'ipv4');
}
