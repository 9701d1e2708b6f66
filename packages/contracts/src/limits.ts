/** Business constants and limits from spec section 9. One place, both sides of the wire. */
export const PHONE_LENGTH = 10;
export const PHONE_COUNTRY_PREFIX = '91';
export const OTP_LENGTH = 6;
export const OTP_RESEND_WAIT_SECONDS = 30;
export const OTP_TTL_SECONDS = 5 * 60;
export const OTP_MAX_WRONG_ATTEMPTS = 5;
export const OTP_SENDS_PER_NUMBER_PER_HOUR = 5;
export const OTP_SENDS_PER_IP_PER_HOUR = 20;

/** The longest token (JWT or opaque) a client may send back; real ones are well under 2 KB. */
export const TOKEN_MAX_LENGTH = 4096;

export const ACCESS_TOKEN_TTL_SECONDS = 60 * 60;
export const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60;
/** Refresh tokens are renewed when this many days or fewer remain. */
export const REFRESH_THRESHOLD_DAYS = 5;
/** Access tokens are regenerated when expired or within this many seconds of expiry. */
export const ACCESS_TOKEN_RENEW_MARGIN_SECONDS = 5 * 60;

export const CLASS_NAME_DISPLAY_LIMIT = 25;
export const COLLAPSED_CLASS_NAMES = 2;
/** Student and class ids are identifiers of at least this many characters. */
export const MIN_ID_LENGTH = 24;

export const RETRY_ATTEMPTS = 3;
export const RETRY_BASE_DELAY_MS = 500;
export const RETRY_JITTER = 0.2;

export const DEFAULT_AGE_GROUP = '2y 3m - 3y 0m';
