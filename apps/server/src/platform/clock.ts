/**
 * The one clock of the application. Use cases and jobs ask `ctx.clock.now()` and pass the
 * time to SQL as a parameter, instead of mixing `now()` in SQL with `new Date()`, so a
 * test can move time forward (an appeal window ending, a job coming due) without waiting.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/**
 * A clock that runs with real time plus an offset tests can move: `advance(3 days)` makes
 * an appeal window pass, `set(date)` jumps to a moment. Tests get one from `buildTestApp`.
 */
export class AdjustableClock implements Clock {
  private offsetMs = 0;

  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }

  advance(ms: number): Date {
    this.offsetMs += ms;
    return this.now();
  }

  set(to: Date): void {
    this.offsetMs = to.getTime() - Date.now();
  }
}

export const SECOND = 1000;
export const MINUTE = 60 * SECOND;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
