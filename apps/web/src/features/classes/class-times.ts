/** A time input's 'HH:mm' (24 hours) -> the spec's 'hh:mm A'; empty stays empty (null). */
export function toSpecTime(value: string): string | null {
  const match = /^(\d{2}):(\d{2})/.exec(value);
  if (!match) return null;
  const hours = Number(match[1]);
  const twelve = hours % 12 === 0 ? 12 : hours % 12;
  return `${String(twelve).padStart(2, '0')}:${match[2]} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** The spec's 'hh:mm A' -> a time input's 'HH:mm'; null is an empty input. */
export function toInputTime(value: string | null): string {
  const match = value ? /^(\d{2}):(\d{2}) (AM|PM)$/.exec(value) : null;
  if (!match) return '';
  const hours = (Number(match[1]) % 12) + (match[3] === 'PM' ? 12 : 0);
  return `${String(hours).padStart(2, '0')}:${match[2]}`;
}
