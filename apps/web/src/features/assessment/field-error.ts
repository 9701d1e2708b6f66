import { isApiError } from '../../lib/api-error';
import { errorMessage } from '../../lib/error-message';

/**
 * The field a server refusal names (`{field: 'end_date', message: 'end_date: must be ...'}`) and
 * its message without the field's name, to show under that field; null for any other failure.
 */
export function fieldErrorOf(error: unknown): { field: string; message: string } | null {
  if (!isApiError(error) || error.status !== 400 || !error.field) return null;
  const message = errorMessage(error);
  const prefix = `${error.field}: `;
  return { field: error.field, message: message.startsWith(prefix) ? message.slice(prefix.length) : message };
}
