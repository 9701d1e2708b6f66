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

/** Spec section 9: reading time assumes 250 words per minute. */
export const READING_WORDS_PER_MINUTE = 250;

/** Words in plain text: runs with a letter or digit, in any script. */
export function countWords(text: string): number {
  return text.split(/\s+/u).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** Whole minutes to read `words` at 250 a minute, rounded up, at least 1 ('N min read'). */
export function readingMinutes(words: number): number {
  return Math.max(1, Math.ceil(words / READING_WORDS_PER_MINUTE));
}
