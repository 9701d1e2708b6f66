import type { Clock } from '../lib/clock.js';

/** A clock tests move by hand, so expiry and waiting rules are tested without sleeping. */
export class TestClock implements Clock {
  private current: number;
  constructor(start = new Date('2026-11-20T09:00:00.000Z')) {
    this.current = start.getTime();
  }
  now(): Date {
    return new Date(this.current);
  }
  advanceSeconds(seconds: number): void {
    this.current += seconds * 1000;
  }
}
