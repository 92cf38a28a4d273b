/** The server's clock, injectable so tests can move time. All deadlines are computed from it. */
export interface Clock {
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };
