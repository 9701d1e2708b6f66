import type { ServerModule } from '../module-context.js';
import { AuthRepository } from './auth.repository.js';
import { authRoutes } from './auth.routes.js';
import { OtpService } from './otp.service.js';
import { createSmsProvider } from './sms/sms-provider.js';
import type { TokenService } from './tokens.js';

/** Phone sign-in by OTP and the session routes (sessions themselves are core: every guard uses them). */
export const registerAuthModule: ServerModule<void, { tokens: TokenService; otpSecret: string }> = async (
  { app, config, db, clock, sessions },
  { tokens, otpSecret },
) => {
  const otp = new OtpService({
    repository: new AuthRepository(db),
    sms: createSmsProvider(config.sms, app.log),
    tokens,
    clock,
    otpSecret,
    testOtps: config.testOtps,
    log: app.log,
  });
  await app.register(authRoutes, { otp, sessions, phoneLoginEnabled: config.phoneLoginEnabled });
};
