/** User-facing strings from spec section 8, exactly as written there (odd spellings included). */
export const messages = {
  phoneNotRegistered: 'Phone number not registered',
  otpSent: 'OTP sent successfully',
  otpResent: 'OTP resent successfully',
  requestIdNotFound: 'Request ID is not found - Please send OTP again',
  sessionExpired: 'Session expired. Please log in again.',
  tempTokenExpired: 'Generated Access Token Expired',
  noClassesFound: 'No classes found',
  noClassesFoundTitle: 'No Classes Found',
  noStudentsFound: 'No Students Found',
  // Not in the spec; chosen to read the same way (docs/decisions/004-otp-rules.md).
  otpInvalid: 'Invalid OTP - Please try again',
  otpExpired: 'OTP has expired - Please send OTP again',
  otpTooManyAttempts: 'Too many incorrect attempts - Please send OTP again',
  otpResendTooSoon: 'Please wait before requesting another OTP',
  otpTooManyRequests: 'Too many OTP requests - Please try again later',
  notAuthenticated: 'Please log in to continue',
  forbidden: 'You do not have access to this',
  notFound: 'Not found',
  internal: 'Something went wrong, please try again',
} as const;
