import {
  AccessTokenActiveResponseSchema,
  OkResponseSchema,
  PhoneLoginEnablingResponseSchema,
  RenewRefreshTokenResponseSchema,
} from '@cue/contracts';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../test/fetch-mock';
import { expectSameVerdicts, notObjects } from '../test/response-checks';
import {
  accessTokenActiveResponse,
  createApiClient,
  renewRefreshTokenResponse,
  type ApiClientDeps,
} from './api-client';
import { ApiError } from './api-error';
import { createSessionStore } from './session-store';

const schema = PhoneLoginEnablingResponseSchema;

function setup(fetchImpl: ApiClientDeps['fetch'], overrides: Partial<ApiClientDeps> = {}) {
  const sleep = vi.fn(async (_ms: number) => {});
  const fetchMock = vi.fn(fetchImpl);
  const client = createApiClient({
    store: createSessionStore(window.localStorage),
    fetch: fetchMock,
    sleep,
    random: () => 0.5, // no jitter: delays are exactly base * 2^n
    ...overrides,
  });
  return { client, fetchMock, sleep };
}

const networkError = () => Promise.reject(new TypeError('Failed to fetch'));

describe('api client retries', () => {
  it('tries a network failure 3 times in all, waiting longer before each retry, then reports no response', async () => {
    const { client, fetchMock, sleep } = setup(networkError);

    const error = await client.request('/api/x', { auth: 'none', schema }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(sleep.mock.calls.map(([ms]) => ms)).toEqual([500, 1000]);
  });

  it('keeps the jitter within about 20 % of each delay', async () => {
    const low = setup(networkError, { random: () => 0 });
    const high = setup(networkError, { random: () => 0.999999 });
    await low.client.request('/api/x', { auth: 'none', schema }).catch(() => {});
    await high.client.request('/api/x', { auth: 'none', schema }).catch(() => {});

    expect(low.sleep.mock.calls.map(([ms]) => ms)).toEqual([400, 800]);
    expect(high.sleep.mock.calls.map(([ms]) => ms)).toEqual([600, 1200]);
  });

  it('answers with the data when a retry gets through', async () => {
    let attempt = 0;
    const { client, fetchMock } = setup(async () => {
      attempt += 1;
      if (attempt === 1) throw new TypeError('Failed to fetch');
      return jsonResponse({ result: true });
    });

    await expect(client.request('/api/x', { auth: 'none', schema })).resolves.toEqual({ result: true });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('retries a timed-out attempt', async () => {
    // A server that never answers: each attempt is cut by the client's own timeout.
    const hang: ApiClientDeps['fetch'] = (_input, init) =>
      new Promise((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      });
    const { client, fetchMock } = setup(hang, { timeoutMs: 5 });

    await expect(client.request('/api/x', { auth: 'none', schema })).rejects.toMatchObject({
      code: 'NETWORK_ERROR',
    });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it.each([400, 401, 429, 500])('never retries an HTTP %i answer', async (status) => {
    const { client, fetchMock, sleep } = setup(async () =>
      jsonResponse({ code: 'SOME_CODE', message: 'Nope', msg: 'Nope' }, status),
    );

    await expect(client.request('/api/x', { auth: 'none', schema })).rejects.toMatchObject({ status });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(sleep).not.toHaveBeenCalled();
  });

  it('does not retry when the caller cancelled', async () => {
    const controller = new AbortController();
    const { client, fetchMock } = setup(async () => {
      controller.abort();
      throw new DOMException('Aborted', 'AbortError');
    });

    await expect(
      client.request('/api/x', { auth: 'none', schema, signal: controller.signal }),
    ).rejects.toMatchObject({ name: 'AbortError' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('api client errors and headers', () => {
  it("turns the server's error shape into an ApiError with status, code, message and field", async () => {
    const { client } = setup(async () =>
      jsonResponse(
        {
          code: 'OTP_INVALID',
          message: 'Invalid OTP - Please try again',
          msg: 'Invalid OTP - Please try again',
          field: 'otp',
        },
        400,
      ),
    );

    const error = await client
      .request('/api/otp/verify', { method: 'POST', auth: 'none', body: {}, schema })
      .catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'OTP_INVALID',
      message: 'Invalid OTP - Please try again',
      field: 'otp',
    });
  });

  it('keeps the status of an error answer without the error shape', async () => {
    const { client } = setup(
      async () => new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
    );

    await expect(client.request('/api/x', { auth: 'none', schema })).rejects.toMatchObject({
      status: 502,
      code: 'HTTP_502',
    });
  });

  it('rejects a success answer that does not match the contract', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { client } = setup(async () => jsonResponse({ result: 'yes' }));

    await expect(client.request('/api/x', { auth: 'none', schema })).rejects.toMatchObject({
      code: 'INVALID_RESPONSE',
    });
  });

  it('sends JSON with a content type only when there is a body, and the bearer token when given', async () => {
    const { client, fetchMock } = setup(async () => jsonResponse({ result: true }));

    await client.request('/api/logout/', {
      method: 'POST',
      auth: { bearer: 'abc' },
      body: { token: 'r' },
      schema: OkResponseSchema,
    });
    await client.request('/api/x', { auth: 'none', schema });

    const [, postInit] = fetchMock.mock.calls[0]!;
    expect(postInit?.headers).toMatchObject({
      Authorization: 'Bearer abc',
      'Content-Type': 'application/json',
    });
    expect(postInit?.body).toBe(JSON.stringify({ token: 'r' }));
    const [, getInit] = fetchMock.mock.calls[1]!;
    expect(getInit?.headers).not.toHaveProperty('Authorization');
    expect(getInit?.headers).not.toHaveProperty('Content-Type');
  });

  it('sends a FormData body as it is, leaving the multipart content type to fetch', async () => {
    const { client, fetchMock } = setup(async () => jsonResponse({ result: true }));
    const form = new FormData();
    form.append('file', new Blob(['x'], { type: 'image/png' }), 'x.png');

    await client.request('/api/media/images', {
      method: 'POST',
      auth: { bearer: 'abc' },
      body: form,
      schema: OkResponseSchema,
    });

    const [, init] = fetchMock.mock.calls[0]!;
    expect(init?.body).toBe(form);
    expect(init?.headers).not.toHaveProperty('Content-Type');
    expect(init?.headers).toMatchObject({ Authorization: 'Bearer abc' });
  });

  it('refuses an authenticated call when nobody is logged in, without calling the server', async () => {
    const { client, fetchMock } = setup(async () => jsonResponse({ result: true }));

    await expect(client.request('/api/x', { schema })).rejects.toMatchObject({
      status: 401,
      code: 'NOT_AUTHENTICATED',
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe("token renewal's hand checks agree with their contract schemas", () => {
  it('access_token_active/', () => {
    expectSameVerdicts(accessTokenActiveResponse, AccessTokenActiveResponseSchema, {
      valid: [{ result: { access_token: 'a.b.c' } }],
      invalid: [...notObjects, {}, { result: null }, { result: {} }, { result: { access_token: 5 } }],
    });
  });

  it('renew_refresh_token/', () => {
    expectSameVerdicts(renewRefreshTokenResponse, RenewRefreshTokenResponseSchema, {
      valid: [
        { result: { access_token: 'a.b.c', refresh_token: 'd.e.f', rotated: true } },
        { result: { access_token: 'a.b.c', refresh_token: 'd.e.f', rotated: false } },
      ],
      invalid: [
        ...notObjects,
        { result: { access_token: 'a.b.c', refresh_token: 'd.e.f' } },
        { result: { access_token: 'a.b.c', rotated: true } },
        { result: { access_token: 'a.b.c', refresh_token: null, rotated: true } },
        { access_token: 'a.b.c', refresh_token: 'd.e.f', rotated: true },
      ],
    });
  });

  it('reports an answer its hand check refuses as an invalid response', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { client } = setup(async () => jsonResponse({ result: 'yes' }));
    await expect(
      client.request('/api/x', { auth: 'none', schema: accessTokenActiveResponse }),
    ).rejects.toMatchObject({ code: 'INVALID_RESPONSE' });
  });
});
