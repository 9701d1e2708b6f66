import ipaddr from 'ipaddr.js';

/**
 * The unit per-IP limits count by: an IPv4 address as it is, an IPv6 address by its /64. One
 * IPv6 home or phone network is given a whole /64, so counting single addresses would let one
 * client walk through billions of them. An IPv4-mapped IPv6 address (`::ffff:1.2.3.4`) is the
 * IPv4 address it maps.
 */
export function ipBucket(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const address = ipaddr.process(ip);
  if (address.kind() === 'ipv4') return address.toString();
  const parts = (address as ipaddr.IPv6).parts.slice(0, 4).map((part) => part.toString(16));
  return `${parts.join(':')}::/64`;
}
