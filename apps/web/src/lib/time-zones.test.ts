import { describe, expect, it } from 'vitest';
import { currentTimeZoneName, timeZoneChoices } from './time-zones';

describe('time zone choices', () => {
  it('offers Asia/Kolkata even where the browser only knows Asia/Calcutta', () => {
    const choices = timeZoneChoices('UTC');
    expect(choices).toContain('Asia/Kolkata');
    expect(choices).not.toContain('Asia/Calcutta');
    expect(currentTimeZoneName('Asia/Calcutta')).toBe('Asia/Kolkata');
  });

  it("keeps a school's stored zone choosable when the browser does not list it", () => {
    expect(timeZoneChoices('Etc/GMT+5')[0]).toBe('Etc/GMT+5');
  });
});
