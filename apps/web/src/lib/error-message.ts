import i18n from './i18n';
import { apiErrorCodes, isApiError } from './api-error';

/**
 * The text a toast shows for a failed call: the server's own message (the spec's exact strings,
 * e.g. 'Invalid OTP - Please try again'), or a plain sentence when there was no usable answer.
 */
export function errorMessage(error: unknown): string {
  if (!isApiError(error)) return i18n.t('errors.generic');
  if (error.code === apiErrorCodes.network) return i18n.t('errors.network');
  // A status without the server's error shape (e.g. a proxy's page): nothing worth showing verbatim.
  // The server's own 5xx answers are already safe, human messages, so those are shown.
  if (error.code.startsWith('HTTP_')) return i18n.t('errors.generic');
  return error.message;
}
