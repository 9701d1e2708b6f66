import type { SignInProvider } from '@cue/contracts';
import type { ServerModule } from '../module-context.js';
import { AuthRepository } from './auth.repository.js';
import { authRoutes } from './auth.routes.js';
import { OpenIdProvider } from './openid-provider.js';
import { OtpService } from './otp.service.js';
import { providerSignInRoutes } from './provider-sign-in.routes.js';
import { ProviderSignInService } from './provider-sign-in.service.js';
import { SignInIdentitiesRepository } from './sign-in-identities.repository.js';
import { createSmsProvider } from './sms/sms-provider.js';
import type { TokenService } from './tokens.js';

/**
 * Sign-in: by a code texted to the phone, with Google and with Microsoft, and the session routes
 * (sessions themselves are core: every guard uses them).
 */
export const registerAuthModule: ServerModule<void, { tokens: TokenService; otpSecret: string }> = async (
  { app, config, db, clock, sessions, audit, guard },
  { tokens, otpSecret },
) => {
  const otp = new OtpService({
    repository: new AuthRepository(db),
    sms: createSmsProvider(config.sms, app.log),
    tokens,
    clock,
    otpSecret,
    testOtps: config.testOtps,
    lookupsPerIpPerHour: config.phoneLookupsPerIpPerHour,
    log: app.log,
  });
  await app.register(authRoutes, { otp, sessions, phoneLoginEnabled: config.phoneLoginEnabled });

  const { google, microsoft } = config.signInProviders;
  const providers: Partial<Record<SignInProvider, OpenIdProvider>> = {};
  if (google) providers.google = new OpenIdProvider('google', google);
  if (microsoft) providers.microsoft = new OpenIdProvider('microsoft', microsoft);
  const providerSignIn = new ProviderSignInService({
    repository: new SignInIdentitiesRepository(db),
    sessions,
    audit,
    providers,
    returnOrigins: [
      config.publicUrl,
      ...config.webOrigins.filter((origin) => URL.canParse(origin)).map((origin) => new URL(origin).origin),
    ],
    phoneLoginEnabled: config.phoneLoginEnabled,
    clock,
    log: app.log,
  });
  await app.register(providerSignInRoutes, { providerSignIn, guard });
};
