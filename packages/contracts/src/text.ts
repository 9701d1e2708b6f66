import { CLASS_NAME_DISPLAY_LIMIT } from './limits.js';

/** Cuts text to `limit` characters and adds an ellipsis when it was longer. */
export function truncate(text: string, limit: number): string {
  return text.length > limit ? `${text.slice(0, limit)}…` : text;
}

/** Class names are shown truncated at 25 characters with an ellipsis (spec section 5). */
export function displayClassName(name: string): string {
  return truncate(name, CLASS_NAME_DISPLAY_LIMIT);
}

export function initials(firstName: string, lastName: string): string {
  return `${firstName.trim().charAt(0)}${lastName.trim().charAt(0)}`.toUpperCase() || '?';
}
