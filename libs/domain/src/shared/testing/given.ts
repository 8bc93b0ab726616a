import { DomainError } from '../domain-error';
import { fold, type Decider, type DomainEvent } from '../decider';

/**
 * Test helper for decider specs (Jest globals; never imported by production code):
 * `given(...history).when(command).then(expectedEvents)` or `.thenFails(code, field?)`.
 * History may hold other modules' events that share the stream (the evolve ignores what it does not know).
 */
export function givenFor<C, E extends DomainEvent, S>(decider: Decider<C, E, S>) {
  return (...history: (E | DomainEvent)[]) => {
    const state = fold(decider, history as E[]);
    return {
      state,
      when(command: C) {
        const run = () => decider.decide(command, state);
        return {
          events: () => run(),
          then(expected: E[]) {
            expect(run()).toEqual(expected);
          },
          thenFails(code: string, field?: string) {
            let error: unknown;
            try {
              run();
            } catch (e) {
              error = e;
            }
            expect(error).toBeInstanceOf(DomainError);
            expect((error as DomainError).code).toBe(code);
            if (field !== undefined) expect((error as DomainError).field).toBe(field);
          },
        };
      },
    };
  };
}
