import { describe, expect, it } from 'vitest';
import { testSecrets } from '../test-secrets.js';
import { scanLogText } from './log-scan.js';

const line = (fields: Record<string, unknown>) =>
  JSON.stringify({ level: 30, time: 1795496084561, pid: 4242, ...fields });
const kinds = (text: string) => scanLogText(text).map((f) => `${f.kind}: ${f.match}`);

describe('the test run log scan', () => {
  it("finds a child's full name, first name or surname, and the demo numbers in any form", () => {
    expect(kinds(line({ msg: 'Failed query', params: ['Diya Menon stacked blocks'] }))).toEqual([
      'child name: Diya Menon',
    ]);
    expect(kinds(line({ note: 'Vihaan and Chatterjee' }))).toEqual([
      'child name: Vihaan',
      'child name: Chatterjee',
    ]);
    expect(kinds(line({ to: '9000000003' }))).toEqual(['phone number: 9000000003']);
    expect(kinds(line({ to: '919000000001' }))).toEqual(['phone number: 919000000001']);
    expect(kinds(line({ to: '+91 90000 00002' }))).toEqual(['phone number: +91 90000 00002']);
  });

  it('finds sign-in codes, tokens and the signing secrets', () => {
    expect(kinds(line({ body: { otp: '123456' } }))).toContain('sign-in code: 123456');
    expect(kinds(line({ msg: 'otp: 482913' }))).toEqual(['sign-in code: otp: 482913']);
    const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJraW5kIjoic3RhZmYifQ.c2lnbmF0dXJlLXNpZ25hdHVyZQ';
    expect(kinds(line({ authorization: `Bearer ${jwt}` }))).toEqual([`token (JWT): ${jwt}`]);
    expect(kinds(line({ msg: testSecrets.refreshToken }))).toEqual([
      `server secret: ${testSecrets.refreshToken}`,
    ]);
  });

  it('leaves what is not a child, a number or a code alone', () => {
    const clean = [
      // Adults' names (surnames shared with children count only in a child's full name).
      line({ msg: 'Farah Khan and Rahul Sharma signed in', staff: 'Priya Nair' }),
      // Masked numbers, ids, times and durations.
      line({ to: '90******01', reqId: 'req-123', responseTime: 12.9000000001, time: 1790000000012 }),
      line({ id: '6b051bab408b446dbdabeb1b', url: '/api/student/6b051bab408b446dbdabeb1b' }),
      // The log SMS provider prints the code on purpose (refused in production).
      line({ sms: 'log', to: '90******01', msg: 'OTP for 90******01: 123456' }),
      // The start-up banner lists the demo accounts, as the README does.
      '\n  Cue is running at http://localhost:3000\n  Demo sign-in: OTP 123456\n    9000000003  Rahul Sharma  Parent of Aarav Sharma\n',
    ].join('\n');
    expect(scanLogText(clean)).toEqual([]);
  });

  it('names the file and line of each finding', () => {
    const text = [line({ msg: 'ok' }), line({ msg: 'Kabir Iyer' })].join('\n');
    expect(scanLogText(text, 'server-1.log')).toEqual([
      { file: 'server-1.log', line: 2, kind: 'child name', match: 'Kabir Iyer' },
    ]);
  });
});
