/** The API as a browser uses it: plain HTTP with a bearer token. */

export interface Answer {
  status: number;
  headers: Headers;
  body: unknown;
  ms: number;
}

export async function call(
  url: string,
  method: string,
  path: string,
  options: { token?: string; body?: unknown; timeoutMs?: number } = {},
): Promise<Answer> {
  const started = Date.now();
  const response = await fetch(url + path, {
    method,
    headers: {
      ...(options.token && { authorization: `Bearer ${options.token}` }),
      ...(options.body !== undefined && { 'content-type': 'application/json' }),
    },
    ...(options.body !== undefined && { body: JSON.stringify(options.body) }),
    signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: response.status, headers: response.headers, body, ms: Date.now() - started };
}

async function ok<T>(answer: Promise<Answer>, what: string): Promise<T> {
  const a = await answer;
  if (a.status !== 200) throw new Error(`${what}: ${a.status} ${JSON.stringify(a.body)}`);
  return a.body as T;
}

/** Signs a demo staff member in through the real OTP flow with the test code. */
export async function staffSignIn(url: string, phone: string): Promise<string> {
  const sent = await ok<{ message: string }>(
    call(url, 'POST', '/api/otp/send', { body: { phno: `91${phone}` } }),
    'otp/send',
  );
  const verified = await ok<{ message: string }>(
    call(url, 'POST', '/api/otp/verify', { body: { reqId: sent.message, otp: '123456' } }),
    'otp/verify',
  );
  const login = await ok<{ staff_user: { access_token: string } | null }>(
    call(url, 'POST', '/api/logged_in_user_phone_verification/', {
      body: { otp_jwt_token: verified.message, phone_number: phone },
    }),
    'phone verification',
  );
  if (!login.staff_user) throw new Error(`${phone} is not staff`);
  return login.staff_user.access_token;
}

/** Nursery A of the demo school and its children, as the teacher sees them. */
export async function nurseryA(
  url: string,
  token: string,
): Promise<{ classId: string; studentIds: string[] }> {
  const classes = await ok<{ result: { _id: string; class_name: string }[] }>(
    call(url, 'GET', '/api/staff_classes/', { token }),
    'staff_classes',
  );
  const classId = classes.result.find((c) => c.class_name === 'Nursery A')!._id;
  const students = await ok<{ result: { _id: string }[] }>(
    call(url, 'GET', `/api/student/${classId}`, { token }),
    'student',
  );
  return { classId, studentIds: students.result.map((s) => s._id) };
}

/** YYYY-MM-DD `daysBack` days before today (UTC; a day of margin keeps it past the school's today). */
export function daysAgo(daysBack: number): string {
  return new Date(Date.now() - (daysBack + 1) * 86_400_000).toISOString().slice(0, 10);
}
