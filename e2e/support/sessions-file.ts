import { readFile, writeFile } from 'node:fs/promises';

/** One access and refresh token, as the server answers a sign-in. */
export interface TokenPair {
  access_token: string;
  refresh_token: string;
}

/** The answer of POST /api/logged_in_user_phone_verification/ (only the token pairs are kept). */
export interface CachedLogin {
  staff_user: TokenPair | null;
  parent_user: TokenPair | null;
}

/** One OTP text the run made the server send. */
export interface OtpSend {
  phone: string;
  at: number;
  via: 'api' | 'login screen';
  journey: string;
}

/**
 * What the journeys of one run share (they run in separate workers, one file at a time): one
 * sign-in per phone, and every OTP text sent, so the server's send limits (30 s apart per number,
 * 5 per number and 20 per IP an hour) are respected and counted.
 */
export interface SessionsFile {
  logins: Record<string, CachedLogin>;
  sends: OtpSend[];
}

export async function readSessionsFile(path: string): Promise<SessionsFile> {
  try {
    return JSON.parse(await readFile(path, 'utf8')) as SessionsFile;
  } catch {
    return { logins: {}, sends: [] };
  }
}

export async function writeSessionsFile(path: string, contents: SessionsFile): Promise<void> {
  await writeFile(path, JSON.stringify(contents, null, 2));
}

/** Printed when the run ends, so a growing number of sign-ins is noticed before the limits bite. */
export async function reportOtpSends(path: string): Promise<void> {
  const { sends } = await readSessionsFile(path);
  const lines = sends.map((send) => `  ${send.phone} via ${send.via} (${send.journey})`);
  console.warn(
    `e2e: ${sends.length} OTP sign-ins this run (the server allows 20 per IP an hour)\n${lines.join('\n')}`,
  );
}
