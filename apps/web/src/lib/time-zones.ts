/**
 * Browsers list time zones by ICU's canonical ids, some of which are the old IANA names: a school
 * in Kolkata would look for "Asia/Kolkata" and find only "Asia/Calcutta". The list shows today's
 * names (the server's Intl accepts both, and they are the same zone).
 */
const currentNames: Record<string, string> = {
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Asia/Rangoon': 'Asia/Yangon',
  'Europe/Kiev': 'Europe/Kyiv',
  'Atlantic/Faeroe': 'Atlantic/Faroe',
  'America/Godthab': 'America/Nuuk',
  'Pacific/Truk': 'Pacific/Chuuk',
  'Pacific/Ponape': 'Pacific/Pohnpei',
  'Pacific/Enderbury': 'Pacific/Kanton',
  'America/Buenos_Aires': 'America/Argentina/Buenos_Aires',
  'America/Indianapolis': 'America/Indiana/Indianapolis',
  'America/Louisville': 'America/Kentucky/Louisville',
  'Africa/Asmera': 'Africa/Asmara',
};

/** A zone id as people know it today ('Asia/Calcutta' -> 'Asia/Kolkata'). */
export const currentTimeZoneName = (zone: string): string => currentNames[zone] ?? zone;

let known: string[] | null = null;

/** Every IANA zone the browser knows, by today's names, sorted; `current` kept choosable. */
export function timeZoneChoices(current: string): string[] {
  known ??=
    typeof Intl.supportedValuesOf === 'function'
      ? [...new Set(Intl.supportedValuesOf('timeZone').map(currentTimeZoneName))].sort()
      : [];
  return known.includes(current) ? known : [current, ...known];
}
