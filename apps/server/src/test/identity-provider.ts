import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignJWT, decodeJwt, exportJWK, generateKeyPair, type JWTPayload } from 'jose';
import Provider, {
  interactionPolicy,
  type Adapter,
  type AdapterPayload,
  type Configuration,
} from 'oidc-provider';

/** A person with an account at the provider. */
export interface ProviderAccount {
  /** What they type on the provider's login page; also their subject (`sub`), which never changes. */
  login: string;
  email: string;
  /** Whether the provider says it verified the email (Google: email_verified; Microsoft: xms_edov). */
  emailVerified: boolean;
}

export interface IdentityProviderOptions {
  /** Which real provider this one stands in for: Microsoft's tokens carry `tid` and `xms_edov`. */
  playing: 'google' | 'microsoft';
  clients: { clientId: string; clientSecret: string; redirectUris: string[] }[];
  accounts: ProviderAccount[];
}

export type IdentityProvider = Awaited<ReturnType<typeof startIdentityProvider>>;

const MICROSOFT_TEST_TENANT = '5e1d7a0c-0000-4000-8000-00000000c0e1';

/**
 * A real OpenID Connect provider (the `oidc-provider` package) on loopback, standing in for
 * Google or Microsoft: discovery, its own login page, the authorization endpoint with PKCE, the
 * token endpoint and signing keys, exactly as the server meets the real ones. Tests can change an
 * account as the provider's admin would, and make the next token answer carry an altered ID token,
 * re-signed with the provider's own key, as a compromised or misbehaving provider might.
 */
export async function startIdentityProvider(options: IdentityProviderOptions) {
  const accounts = new Map(options.accounts.map((account) => [account.login, { ...account }]));
  const store = new Map<string, AdapterPayload>();
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const signingKey = {
    ...(await exportJWK(privateKey)),
    kid: `${options.playing}-key-1`,
    alg: 'RS256',
    use: 'sig',
  };
  let alterNextIdToken: ((claims: JWTPayload) => JWTPayload) | null = null;

  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const policy = interactionPolicy.base();
  // Google and Microsoft both honour prompt=select_account; this provider's login page is the chooser.
  policy.add(new interactionPolicy.Prompt({ name: 'select_account', requestable: true }), 0);
  const emailClaims =
    options.playing === 'microsoft' ? ['email', 'xms_edov', 'tid'] : ['email', 'email_verified'];

  const configuration: Configuration = {
    clients: options.clients.map((client) => ({
      client_id: client.clientId,
      client_secret: client.clientSecret,
      redirect_uris: client.redirectUris,
      response_types: ['code'],
      grant_types: ['authorization_code'],
      token_endpoint_auth_method: 'client_secret_post',
    })),
    adapter: (model: string) => new InMemoryStore(model, store),
    jwks: { keys: [signingKey] },
    claims: { openid: ['sub'], email: emailClaims, profile: ['name'] },
    features: { devInteractions: { enabled: false } },
    // Google and Microsoft put the email in the ID token itself, not only behind userinfo.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    interactions: { policy, url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    cookies: { keys: ['identity-provider-cookie-key-for-tests'] },
    ttl: {
      AuthorizationCode: 60,
      IdToken: 3600,
      AccessToken: 3600,
      Interaction: 600,
      Session: 3600,
      Grant: 3600,
    },
    findAccount: (_ctx, id) => {
      const account = accounts.get(id);
      if (!account) return undefined;
      return {
        accountId: id,
        claims: () => {
          const current = accounts.get(id)!;
          const base = { sub: id, name: current.login, email: current.email };
          return options.playing === 'microsoft'
            ? { ...base, tid: MICROSOFT_TEST_TENANT, ...(current.emailVerified ? { xms_edov: true } : {}) }
            : { ...base, email_verified: current.emailVerified };
        },
      };
    },
  };
  const provider = new Provider(issuer, configuration);
  const handle = provider.callback();

  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', issuer);
    const interaction = url.pathname.match(/^\/interaction\/([\w-]+)$/);
    if (interaction) {
      void loginPage(request, response).catch((error: unknown) => {
        response.statusCode = 500;
        response.end(String(error));
      });
      return;
    }
    if (url.pathname === '/token' && alterNextIdToken) {
      const alter = alterNextIdToken;
      alterNextIdToken = null;
      reSignIdToken(response, alter);
    }
    handle(request, response);
  });

  /** The provider's login page: "Choose an account": the login and any password. */
  async function loginPage(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const details = await provider.interactionDetails(request, response);
    if (request.method === 'GET') {
      response.setHeader('content-type', 'text/html; charset=utf-8');
      response.end(`<!doctype html><html lang="en"><head><title>Sign in - ${options.playing} (test)</title></head>
<body><h1>Sign in</h1><form method="post" action="/interaction/${details.uid}">
<label>Email or login <input name="login" autocomplete="username" required></label>
<label>Password <input name="password" type="password" required></label>
<button type="submit">Sign in</button></form></body></html>`);
      return;
    }
    const form = new URLSearchParams(await bodyOf(request));
    const accountId = form.get('login') ?? '';
    if (!accounts.has(accountId)) {
      response.statusCode = 401;
      response.setHeader('content-type', 'text/html; charset=utf-8');
      response.end('<!doctype html><p>No such account</p>');
      return;
    }
    const clientId = String(details.params.client_id);
    const grant = new provider.Grant({ accountId, clientId });
    grant.addOIDCScope('openid email profile');
    const grantId = await grant.save();
    // First-party sign-in: no separate consent screen, as Google and Microsoft do for a verified app.
    await provider.interactionFinished(
      request,
      response,
      { login: { accountId }, consent: { grantId }, select_account: {} },
      { mergeWithLastSubmission: false },
    );
  }

  /** Holds back the token endpoint's answer, alters its ID token's claims, re-signs it with the provider key. */
  function reSignIdToken(response: ServerResponse, alter: (claims: JWTPayload) => JWTPayload): void {
    const chunks: Buffer[] = [];
    const write = response.write.bind(response);
    const end = response.end.bind(response);
    response.write = ((chunk: string | Buffer) => {
      chunks.push(Buffer.from(chunk));
      return true;
    }) as typeof response.write;
    response.end = ((chunk?: string | Buffer) => {
      if (chunk) chunks.push(Buffer.from(chunk));
      const body = JSON.parse(Buffer.concat(chunks).toString()) as { id_token?: string };
      void (async () => {
        if (body.id_token) {
          body.id_token = await new SignJWT(alter(decodeJwt(body.id_token)))
            .setProtectedHeader({ alg: 'RS256', kid: signingKey.kid, typ: 'JWT' })
            .sign(privateKey);
        }
        const text = JSON.stringify(body);
        response.setHeader('content-length', Buffer.byteLength(text));
        write(text);
        end();
      })();
      return response;
    }) as typeof response.end;
  }

  return {
    issuer,
    /** The subject this provider gives a login (stable across email changes). */
    subjectOf: (login: string) => login,
    /** Changes an account as the provider's admin would (e.g. a new email). */
    updateAccount(login: string, changes: Partial<Omit<ProviderAccount, 'login'>>) {
      const account = accounts.get(login);
      if (!account) throw new Error(`No account ${login}`);
      Object.assign(account, changes);
    },
    addAccount(account: ProviderAccount) {
      accounts.set(account.login, { ...account });
    },
    /** The next token answer's ID token is `alter(claims)`, validly signed by this provider. */
    alterNextIdToken(alter: (claims: JWTPayload) => JWTPayload) {
      alterNextIdToken = alter;
    },
    /**
     * Goes through the provider's sign-in as a browser would (following redirects, keeping its
     * cookies, filling the login page) and answers the address the provider sends the browser back to.
     */
    async signIn(authorizationUrl: string, login: string): Promise<URL> {
      const cookies = new Map<string, string>();
      let url = new URL(authorizationUrl);
      let form: URLSearchParams | null = null;
      for (let hop = 0; hop < 10; hop++) {
        if (url.origin !== issuer) return url; // Back at the client's redirect URI.
        const response = await fetch(url, {
          method: form ? 'POST' : 'GET',
          redirect: 'manual',
          headers: {
            cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
            ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
          },
          body: form?.toString() ?? null,
        });
        for (const cookie of response.headers.getSetCookie()) {
          const [pair] = cookie.split(';');
          const [name, ...value] = pair!.split('=');
          cookies.set(name!.trim(), value.join('='));
        }
        form = null;
        const location = response.headers.get('location');
        if (location) {
          url = new URL(location, url);
          continue;
        }
        const page = await response.text();
        if (response.status === 200 && page.includes('name="login"')) {
          form = new URLSearchParams({ login, password: 'any-password' });
          continue; // Submit the login form to the same address.
        }
        throw new Error(`The provider answered ${response.status}: ${page.slice(0, 300)}`);
      }
      throw new Error('Too many redirects at the provider');
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * The provider's sessions, codes and grants, kept in memory for the life of the test provider.
 * (Its built-in store does the same but warns at start that it is not for production.)
 */
class InMemoryStore implements Adapter {
  constructor(
    private readonly model: string,
    private readonly store: Map<string, AdapterPayload>,
  ) {}

  private key(id: string): string {
    return `${this.model}:${id}`;
  }

  async upsert(id: string, payload: AdapterPayload): Promise<void> {
    this.store.set(this.key(id), payload);
  }

  async find(id: string): Promise<AdapterPayload | undefined> {
    return this.store.get(this.key(id));
  }

  async findByUid(uid: string): Promise<AdapterPayload | undefined> {
    return [...this.store.entries()].find(
      ([key, payload]) => key.startsWith(`${this.model}:`) && payload.uid === uid,
    )?.[1];
  }

  async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    return [...this.store.entries()].find(
      ([key, payload]) => key.startsWith(`${this.model}:`) && payload.userCode === userCode,
    )?.[1];
  }

  async consume(id: string): Promise<void> {
    const payload = this.store.get(this.key(id));
    if (payload) payload.consumed = Math.floor(Date.now() / 1000);
  }

  async destroy(id: string): Promise<void> {
    this.store.delete(this.key(id));
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    for (const [key, payload] of this.store) if (payload.grantId === grantId) this.store.delete(key);
  }
}

function bodyOf(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => resolve(body));
    request.on('error', reject);
  });
}
