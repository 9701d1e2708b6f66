import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { messages, type LinkedSignIn, type LoginResult, type SignInProvider } from '@cue/contracts';
import { auditLog, signInIdentities } from '../../db/schema/index.js';
import {
  startIdentityProvider,
  type IdentityProvider,
  type ProviderAccount,
} from '../../test/identity-provider.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { bearer, signIn as signInByPhone } from '../../test/sign-in.js';

const PUBLIC_URL = 'http://cue.test';
const client = (name: string) => ({
  clientId: `cue-${name}`,
  clientSecret: `cue-${name}-secret-for-tests`,
  redirectUris: [`${PUBLIC_URL}/${name}_login_verify`],
});
const verified = (login: string, email: string): ProviderAccount => ({ login, email, emailVerified: true });

const paths = {
  google: { start: '/api/google_login/', verify: '/api/google_login_v2/' },
  microsoft: { start: '/api/microsoft_login/', verify: '/api/microsoft_login_verify/' },
} as const;

async function startProviders() {
  const google = await startIdentityProvider({
    playing: 'google',
    clients: [client('google'), { ...client('google'), clientId: 'another-app' }],
    accounts: [
      verified('priya-g', 'priya@sunbeam.test'),
      verified('meera-g', 'meera@sunbeam.test'),
      verified('sam-g', 'sam@platform.test'),
      verified('anil-g', 'anil@maplekids.test'),
      verified('stranger-g', 'stranger@elsewhere.test'),
      { login: 'farah-unverified-g', email: 'farah@sunbeam.test', emailVerified: false },
    ],
  });
  const microsoft = await startIdentityProvider({
    playing: 'microsoft',
    clients: [client('microsoft')],
    accounts: [
      // Emails are matched regardless of case: Microsoft often gives them capitalised.
      verified('rahul-ms', 'Rahul@Family.test'),
      verified('anil-ms', 'anil@maplekids.test'),
      { login: 'farah-unverified-ms', email: 'farah@sunbeam.test', emailVerified: false },
    ],
  });
  return { google, microsoft };
}

function providerEnv(idps: Record<SignInProvider, IdentityProvider>): Record<string, string> {
  return {
    PUBLIC_URL,
    GOOGLE_CLIENT_ID: 'cue-google',
    GOOGLE_CLIENT_SECRET: 'cue-google-secret-for-tests',
    GOOGLE_ISSUER_URL: idps.google.issuer,
    MICROSOFT_CLIENT_ID: 'cue-microsoft',
    MICROSOFT_CLIENT_SECRET: 'cue-microsoft-secret-for-tests',
    MICROSOFT_ISSUER_URL: idps.microsoft.issuer,
  };
}

/** What the return route posts: the code, state and issuer the provider sent the browser back with. */
const returnedFrom = (back: URL) => ({
  code: back.searchParams.get('code') ?? '',
  state: back.searchParams.get('state') ?? '',
  ...(back.searchParams.has('iss') ? { iss: back.searchParams.get('iss')! } : {}),
});

/** The whole round trip as a browser makes it: start, the provider's login page, the return posted back. */
async function signInThrough(
  t: TestApp,
  idps: Record<SignInProvider, IdentityProvider>,
  provider: SignInProvider,
  login: string,
) {
  const started = await t.app.inject({ method: 'GET', url: paths[provider].start });
  const back = await idps[provider].signIn(started.json<{ result: string }>().result, login);
  return t.app.inject({ method: 'POST', url: paths[provider].verify, payload: returnedFrom(back) });
}

describe('sign-in with Google and Microsoft', () => {
  let t: TestApp;
  let idps: Record<SignInProvider, IdentityProvider>;

  beforeAll(async () => {
    idps = await startProviders();
    t = await createTestApp({ env: providerEnv(idps) });
  });
  afterAll(async () => {
    await t.close();
    await idps.google.close();
    await idps.microsoft.close();
  });

  const startAt = async (provider: SignInProvider, origin = PUBLIC_URL): Promise<string> => {
    const started = await t.app.inject({
      method: 'GET',
      url: paths[provider].start,
      headers: { 'frontend-origin': origin },
    });
    expect(started.statusCode, started.body).toBe(200);
    return started.json<{ result: string }>().result;
  };
  const finish = (provider: SignInProvider, payload: object) =>
    t.app.inject({ method: 'POST', url: paths[provider].verify, payload });
  const signInWith = (provider: SignInProvider, login: string) => signInThrough(t, idps, provider, login);
  const whoIs = async (token: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/logined_user_details', headers: bearer(token) })).json<{
      result: { logined_as: string; user_detials: { first_name?: string } };
    }>().result;

  describe('the happy paths', () => {
    it('signs the demo teacher in with Google as staff, on a session that works', async () => {
      const signedIn = await signInWith('google', 'priya-g');

      expect(signedIn.statusCode, signedIn.body).toBe(200);
      const login = signedIn.json<LoginResult>();
      expect(Object.keys(login)).toEqual(['staff_user']);
      const me = await whoIs(login.staff_user!.access_token);
      expect(me.logined_as).toBe('staff');
      expect(JSON.stringify(me.user_detials)).toContain('Priya');
    });

    it('signs the demo parent in with Microsoft as a parent', async () => {
      const signedIn = await signInWith('microsoft', 'rahul-ms');

      expect(signedIn.statusCode, signedIn.body).toBe(200);
      const login = signedIn.json<LoginResult>();
      expect(Object.keys(login)).toEqual(['parent_user']);
      expect((await whoIs(login.parent_user!.access_token)).logined_as).toBe('parent');
    });

    it('gives a teacher who is also a parent both token pairs', async () => {
      const signedIn = await signInWith('google', 'meera-g');

      expect(Object.keys(signedIn.json<LoginResult>()).sort()).toEqual(['parent_user', 'staff_user']);
    });

    it('sends the browser to the provider with PKCE (S256), state, nonce and the registered return address', async () => {
      const url = new URL(await startAt('microsoft'));

      expect(url.origin).toBe(idps.microsoft.issuer);
      expect(url.searchParams.get('redirect_uri')).toBe(`${PUBLIC_URL}/microsoft_login_verify`);
      expect(url.searchParams.get('code_challenge_method')).toBe('S256');
      expect(url.searchParams.get('code_challenge')?.length).toBeGreaterThan(40);
      expect(url.searchParams.get('state')?.length).toBeGreaterThan(20);
      expect(url.searchParams.get('nonce')?.length).toBeGreaterThan(20);
      expect(url.searchParams.get('scope')).toBe('openid email profile');
    });

    it('records who signed in and how in the audit log', async () => {
      const googleSignIns = async () =>
        (await t.db.select().from(auditLog).where(eq(auditLog.action, 'sign_in'))).filter(
          (entry) => (entry.details as { method?: string }).method === 'google',
        ).length;
      const before = await googleSignIns();

      await signInWith('google', 'priya-g');

      expect(await googleSignIns()).toBe(before + 1);
    });
  });

  describe('who may sign in', () => {
    it("answers 'User Does Not Exist with this Email.' for an account whose email matches nobody", async () => {
      const signedIn = await signInWith('google', 'stranger-g');

      expect(signedIn.statusCode).toBe(404);
      expect(signedIn.json().message).toBe(messages.userDoesNotExistWithEmail);
    });

    it.each(['google', 'microsoft'] as const)(
      'refuses an email %s has not verified, and links nothing',
      async (provider) => {
        const signedIn = await signInWith(provider, `farah-unverified-${provider === 'google' ? 'g' : 'ms'}`);

        expect(signedIn.statusCode).toBe(403);
        expect(signedIn.json().message).toBe(messages.emailNotVerified);
        const farahLinks = await t.db
          .select()
          .from(signInIdentities)
          .where(eq(signInIdentities.email, 'farah@sunbeam.test'));
        expect(farahLinks).toEqual([]);
      },
    );

    it('keeps signing the same person in after the provider changes their email', async () => {
      expect((await signInWith('google', 'sam-g')).statusCode).toBe(200);
      idps.google.updateAccount('sam-g', { email: 'sam.new@elsewhere.test' });

      const again = await signInWith('google', 'sam-g');

      expect(again.statusCode, again.body).toBe(200);
      expect(
        JSON.stringify((await whoIs(again.json<LoginResult>().staff_user!.access_token)).user_detials),
      ).toContain('Sam');
    });

    it('does not let a second account that later took the old email sign in as the first', async () => {
      // sam-g is linked (test above) and now has another email; someone else gets the old one.
      idps.google.addAccount(verified('impostor-g', 'sam@platform.test'));

      const impostor = await signInWith('google', 'impostor-g');

      expect(impostor.statusCode).toBe(404);
      expect(impostor.json().message).toBe(messages.userDoesNotExistWithEmail);
      expect(impostor.json()).not.toHaveProperty('staff_user');
    });

    it('stops a deleted account from signing in with its linked provider', async () => {
      const anil = await signInWith('microsoft', 'anil-ms');
      const token = anil.json<LoginResult>().staff_user!.access_token;
      const deleted = await t.app.inject({
        method: 'DELETE',
        url: '/api/delete_user_profile/',
        headers: bearer(token),
      });
      expect(deleted.statusCode).toBe(200);

      const again = await signInWith('microsoft', 'anil-ms');

      expect(again.statusCode).toBe(404);
      const anilLinks = await t.db
        .select()
        .from(signInIdentities)
        .where(eq(signInIdentities.subject, 'anil-ms'));
      expect(anilLinks).toEqual([]);
    });
  });

  describe('tampering ends with the generic error and no session', () => {
    const expectRefused = (response: { statusCode: number; json: () => unknown; body: string }) => {
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({ code: 'SIGN_IN_FAILED', message: messages.signInFailed });
      expect(response.body).not.toContain('access_token');
    };

    const lastRefusalLogged = () =>
      t.logs.filter((line) => line.includes('Provider sign-in refused')).at(-1) ?? '';

    it('refuses a return without a code, naming the field', async () => {
      const back = await idps.google.signIn(await startAt('google'), 'priya-g');

      const response = await finish('google', { state: back.searchParams.get('state') });

      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain('code');
    });

    it('refuses a state this server never issued', async () => {
      const back = await idps.google.signIn(await startAt('google'), 'priya-g');

      expectRefused(
        await finish('google', { ...returnedFrom(back), state: 'a-state-nobody-issued-0123456789' }),
      );
    });

    it("refuses a code brought back with another attempt's state (the PKCE verifier does not match)", async () => {
      const first = await idps.google.signIn(await startAt('google'), 'priya-g');
      const second = new URL(await startAt('google'));

      expectRefused(
        await finish('google', { ...returnedFrom(first), state: second.searchParams.get('state') }),
      );
    });

    it("refuses a Google attempt's return brought to the Microsoft route", async () => {
      const back = await idps.google.signIn(await startAt('google'), 'priya-g');

      expectRefused(await finish('microsoft', returnedFrom(back)));
    });

    it('refuses a replayed return: the code signs in once', async () => {
      const back = await idps.microsoft.signIn(await startAt('microsoft'), 'rahul-ms');
      expect((await finish('microsoft', returnedFrom(back))).statusCode).toBe(200);

      expectRefused(await finish('microsoft', returnedFrom(back)));
    });

    it('refuses an ID token whose nonce is not the one this sign-in sent', async () => {
      const url = new URL(await startAt('google'));
      url.searchParams.set('nonce', 'a-nonce-from-someone-elses-sign-in');
      const back = await idps.google.signIn(url.href, 'priya-g');

      expectRefused(await finish('google', returnedFrom(back)));
      expect(lastRefusalLogged()).toContain('(nonce)');
    });

    it.each([
      [
        'issued to another client',
        (claims: Record<string, unknown>) => ({ ...claims, aud: 'another-app', azp: 'another-app' }),
        '(aud)',
      ],
      [
        'from another issuer',
        (claims: Record<string, unknown>) => ({ ...claims, iss: 'http://127.0.0.1:1' }),
        '(iss)',
      ],
      [
        'that has expired',
        (claims: Record<string, unknown>) => ({
          ...claims,
          iat: Math.floor(Date.now() / 1000) - 7200,
          exp: Math.floor(Date.now() / 1000) - 3600,
        }),
        '(exp)',
      ],
    ])('refuses an ID token %s, though signed by the provider', async (_case, alter, check) => {
      const back = await idps.google.signIn(await startAt('google'), 'priya-g');
      idps.google.alterNextIdToken(alter);

      expectRefused(await finish('google', returnedFrom(back)));
      expect(lastRefusalLogged()).toContain(check);
    });

    it('logs each refusal without the code, the state or any token', async () => {
      const back = await idps.google.signIn(await startAt('google'), 'priya-g');
      const returned = returnedFrom(back);
      idps.google.alterNextIdToken((claims) => ({ ...claims, aud: 'another-app' }));
      await finish('google', returned);

      const logged = t.logs.join('');
      expect(logged).toContain('Provider sign-in refused');
      expect(logged).not.toContain(returned.code);
      expect(logged).not.toContain(returned.state);
    });
  });

  describe('starting a sign-in', () => {
    it('refuses a frontend origin the server is not reached at, naming the header', async () => {
      const started = await t.app.inject({
        method: 'GET',
        url: paths.google.start,
        headers: { 'frontend-origin': 'https://evil.example' },
      });

      expect(started.statusCode).toBe(400);
      expect(started.json().message).toContain('frontend-origin');
    });

    it('uses PUBLIC_URL when the header is absent', async () => {
      const started = await t.app.inject({ method: 'GET', url: paths.google.start });

      expect(new URL(started.json<{ result: string }>().result).searchParams.get('redirect_uri')).toBe(
        `${PUBLIC_URL}/google_login_verify`,
      );
    });
  });

  describe('linked sign-ins on the account screen', () => {
    const list = async (token: string) =>
      t.app.inject({ method: 'GET', url: '/api/linked_sign_ins/', headers: bearer(token) });
    const unlink = (token: string, id: string) =>
      t.app.inject({ method: 'DELETE', url: `/api/linked_sign_ins/${id}`, headers: bearer(token) });

    it('lists the phone and the linked Google account, and unlinks it while the phone remains', async () => {
      const token = (await signInWith('google', 'priya-g')).json<LoginResult>().staff_user!.access_token;

      const ways = (await list(token)).json<{ result: { phone: boolean; linked: LinkedSignIn[] } }>().result;
      expect(ways.phone).toBe(true);
      expect(ways.linked).toEqual([
        expect.objectContaining({ provider: 'google', email: 'priya@sunbeam.test' }),
      ]);

      expect((await unlink(token, ways.linked[0]!._id)).statusCode).toBe(200);
      expect((await list(token)).json().result.linked).toEqual([]);
    });

    it("cannot unlink another person's linked account", async () => {
      const meera = (await signInWith('google', 'meera-g')).json<LoginResult>().staff_user!.access_token;
      const meeraLink = (await list(meera)).json<{ result: { linked: LinkedSignIn[] } }>().result.linked[0]!;
      const priya = (await signInByPhone(t.app, '9000000001')).staff_user!.access_token;

      expect((await unlink(priya, meeraLink._id)).statusCode).toBe(404);
      expect((await list(meera)).json().result.linked).toHaveLength(1);
    });
  });
});

describe('sign-in when the server has no phone sign-in', () => {
  let t: TestApp;
  let idps: Record<SignInProvider, IdentityProvider>;
  beforeAll(async () => {
    idps = await startProviders();
    t = await createTestApp({ env: { ...providerEnv(idps), PHONE_LOGIN_ENABLED: 'false' } });
  });
  afterAll(async () => {
    await t.close();
    await idps.google.close();
    await idps.microsoft.close();
  });

  it('keeps the last way in: one linked account cannot be unlinked, one of two can', async () => {
    const viaGoogle = await signInThrough(t, idps, 'google', 'anil-g');
    const token = viaGoogle.json<LoginResult>().staff_user!.access_token;
    const ways = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/linked_sign_ins/', headers: bearer(token) })).json<{
        result: { phone: boolean; linked: LinkedSignIn[] };
      }>().result;
    const unlink = (id: string) =>
      t.app.inject({ method: 'DELETE', url: `/api/linked_sign_ins/${id}`, headers: bearer(token) });
    const [onlyLink] = (await ways()).linked;
    expect((await ways()).phone).toBe(false);

    const refused = await unlink(onlyLink!._id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(messages.lastWayToSignIn);

    expect((await signInThrough(t, idps, 'microsoft', 'anil-ms')).statusCode).toBe(200);
    expect((await unlink(onlyLink!._id)).statusCode).toBe(200);
    expect((await ways()).linked.map((link) => link.provider)).toEqual(['microsoft']);
  });
});

describe('sign-in providers that are not configured or not reachable', () => {
  it('says Google and Outlook are not configured on this server', async () => {
    const t = await createTestApp();
    try {
      const google = await t.app.inject({ method: 'GET', url: paths.google.start });
      const microsoft = await t.app.inject({
        method: 'POST',
        url: paths.microsoft.verify,
        payload: { code: 'x', state: 'y' },
      });

      expect(google.statusCode).toBe(404);
      expect(google.json().message).toBe(messages.googleNotConfigured);
      expect(microsoft.json().message).toBe(messages.microsoftNotConfigured);
    } finally {
      await t.close();
    }
  });

  it('answers 502 when the provider cannot be reached', async () => {
    const t = await createTestApp({
      env: {
        PUBLIC_URL,
        GOOGLE_CLIENT_ID: 'cue-google',
        GOOGLE_CLIENT_SECRET: 'cue-google-secret-for-tests',
        // Nothing listens on port 1.
        GOOGLE_ISSUER_URL: 'http://127.0.0.1:1',
      },
    });
    try {
      const started = await t.app.inject({ method: 'GET', url: paths.google.start });

      expect(started.statusCode).toBe(502);
      expect(started.json().message).toBe(messages.signInProviderUnreachable);
    } finally {
      await t.close();
    }
  });
});
