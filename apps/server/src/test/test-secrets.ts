import type { Secrets } from '../config.js';

/** The signing secrets of every test app; the log scan makes sure none is ever logged. */
export const testSecrets: Secrets = {
  accessToken: 'test-access-secret-0123456789abcdef0123456789',
  refreshToken: 'test-refresh-secret-0123456789abcdef012345678',
  otp: 'test-otp-secret-0123456789abcdef0123456789abcd',
  mediaLinks: 'test-media-link-secret-0123456789abcdef01234567',
};
