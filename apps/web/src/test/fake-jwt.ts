/** An unsigned JWT whose only claim is `exp` (seconds): enough for the client's expiry checks. */
export function fakeJwt(expiresAtSeconds: number, marker = 'token'): string {
  const encode = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode({ alg: 'none', typ: 'JWT' })}.${encode({ exp: expiresAtSeconds, marker })}.signature`;
}
