import * as oidc from 'openid-client';
import type { SignInProvider } from '@cue/contracts';
import type { SignInProviderSettings } from '../../config.js';

/** What the browser is sent to the provider with, and what must come back with the code. */
export interface AuthorizationRequest {
  url: string;
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** The ID token's claims, checked by openid-client: signature, issuer, audience, expiry, nonce. */
export type IdTokenClaims = oidc.IDToken;

/** Why an exchange did not end in checked claims. */
export class ProviderRefusal extends Error {
  constructor(
    /** Safe to log: a library error code or the provider's OAuth error, never the code or a token. */
    readonly reason: string,
    readonly unreachable: boolean,
  ) {
    super(reason);
  }
}

const SCOPE = 'openid email profile';
/** Seconds the provider may take to answer one call. */
const PROVIDER_TIMEOUT_SECONDS = 10;
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * One OpenID Connect provider (Google, Microsoft, or a private deployment's stand-in) through
 * openid-client: the authorization-code flow with PKCE (S256), state and nonce, and the ID token
 * checked including its signature (non-repudiation checks), because the server relies on it alone.
 * The provider's metadata is discovered on first use and kept; a failed discovery is retried next time.
 */
export class OpenIdProvider {
  private configuration: Promise<oidc.Configuration> | null = null;

  constructor(
    readonly name: SignInProvider,
    private readonly settings: SignInProviderSettings,
  ) {}

  async authorizationRequest(redirectUri: string): Promise<AuthorizationRequest> {
    const configuration = await this.configured();
    const codeVerifier = oidc.randomPKCECodeVerifier();
    const state = oidc.randomState();
    const nonce = oidc.randomNonce();
    const url = oidc.buildAuthorizationUrl(configuration, {
      redirect_uri: redirectUri,
      scope: SCOPE,
      response_type: 'code',
      code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state,
      nonce,
      // Let the person pick which of their accounts to use (Google's and Microsoft's guidance).
      prompt: 'select_account',
    });
    return { url: url.href, state, nonce, codeVerifier };
  }

  /** Redeems the code the browser brought back; any failed check is a ProviderRefusal. */
  async exchange(
    expected: { redirectUri: string; state: string; nonce: string; codeVerifier: string },
    returned: { code: string; state: string; iss?: string | undefined },
  ): Promise<IdTokenClaims> {
    const configuration = await this.configured();
    const callback = new URL(expected.redirectUri);
    callback.searchParams.set('code', returned.code);
    callback.searchParams.set('state', returned.state);
    if (returned.iss !== undefined) callback.searchParams.set('iss', returned.iss);
    try {
      const tokens = await oidc.authorizationCodeGrant(configuration, callback, {
        pkceCodeVerifier: expected.codeVerifier,
        expectedState: expected.state,
        expectedNonce: expected.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new ProviderRefusal('no ID token', false);
      return claims;
    } catch (error) {
      throw refusalOf(error);
    }
  }

  private configured(): Promise<oidc.Configuration> {
    this.configuration ??= this.discover().catch((error: unknown) => {
      this.configuration = null;
      throw refusalOf(error, true);
    });
    return this.configuration;
  }

  private async discover(): Promise<oidc.Configuration> {
    const issuer = new URL(this.settings.issuer);
    const configuration = await oidc.discovery(
      issuer,
      this.settings.clientId,
      {
        client_secret: this.settings.clientSecret,
        [oidc.clockTolerance]: 30,
      } as Partial<oidc.ClientMetadata>,
      oidc.ClientSecretPost(this.settings.clientSecret),
      {
        timeout: PROVIDER_TIMEOUT_SECONDS,
        // Plain HTTP only to a provider on this machine (tests, a local stand-in); never across a network.
        execute:
          issuer.protocol === 'http:' && LOOPBACK_HOSTS.has(issuer.hostname)
            ? [oidc.allowInsecureRequests]
            : [],
      },
    );
    oidc.enableNonRepudiationChecks(configuration);
    configuration.timeout = PROVIDER_TIMEOUT_SECONDS;
    return configuration;
  }
}

/** Sorts a failure into "the provider could not be reached" and "the provider or a check said no". */
function refusalOf(error: unknown, duringDiscovery = false): ProviderRefusal {
  if (error instanceof ProviderRefusal) return error;
  if (error instanceof oidc.ResponseBodyError || error instanceof oidc.AuthorizationResponseError) {
    return new ProviderRefusal(`provider said ${error.error}`, false);
  }
  const code = error instanceof oidc.ClientError ? error.code : undefined;
  const network =
    code === 'OAUTH_TIMEOUT' ||
    code === 'OAUTH_ABORT' ||
    (error instanceof oidc.ClientError && error.cause instanceof TypeError) ||
    error instanceof TypeError;
  const reason = code ?? (network ? 'network' : 'unexpected');
  const claim = claimOf(error);
  return new ProviderRefusal(claim ? `${reason} (${claim})` : reason, duringDiscovery || network);
}

/** The ID token claim a failed check was about (nonce, aud, iss, exp...), never its value. */
function claimOf(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && typeof current === 'object' && current !== null; depth++) {
    const { claim } = (current as { cause?: { claim?: unknown } }).cause ?? {};
    if (typeof claim === 'string') return claim;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
