import { messages } from '@cue/contracts';
import { firstScreenEnglish } from '../locales/catalogs';
import i18n from './i18n';
import { apiErrorCodes, isApiError } from './api-error';

type ServerMessageKey = keyof typeof firstScreenEnglish.serverMessages;

/** The server answers in English with the spec's strings; the catalog knows them by name. */
const serverMessageKeys = new Map<string, ServerMessageKey>(
  (Object.keys(firstScreenEnglish.serverMessages) as ServerMessageKey[]).map((key) => [messages[key], key]),
);

/** A server message in the user's language; unknown ones (e.g. a field name) are shown as sent. */
export function translateServerMessage(message: string): string {
  const key = serverMessageKeys.get(message);
  return key ? i18n.t(`serverMessages.${key}`) : message;
}

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
  return translateServerMessage(error.message);
}
