import { describe, expect, it } from 'vitest';
import { ipBucket } from './ip-bucket.js';

describe('ipBucket', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(ipBucket('203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts an IPv4-mapped IPv6 address as the IPv4 address', () => {
    expect(ipBucket('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('puts every address of one IPv6 /64 in one bucket, however it is written', () => {
    const a = ipBucket('2001:db8:1:2::5');
    expect(ipBucket('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe(a);
    expect(a).toBe('2001:db8:1:2::/64');
  });

  it('keeps neighbouring /64s apart', () => {
    expect(ipBucket('2001:db8:1:3::5')).not.toBe(ipBucket('2001:db8:1:2::5'));
  });
});
