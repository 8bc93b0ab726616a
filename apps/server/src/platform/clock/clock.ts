/**
 * Where application code takes the time from (ARCHITECTURE §2: the domain has no clock; handlers read this one and
 * pass instants in with the command). Tests may provide a fixed or stepping clock under the same token.
 */
export interface Clock {
  now(): Date;
}

export const CLOCK = Symbol('CLOCK');

/** The machine's clock: the only place outside tests that may ask for the current time. */
export const systemClock: Clock = { now: () => new Date() };
