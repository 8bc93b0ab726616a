/** An event as the domain sees it: a type tag and its data. Metadata lives outside the domain. */
export interface DomainEvent<TType extends string = string, TData = unknown> {
  readonly type: TType;
  readonly data: TData;
}

/**
 * The pure heart of an aggregate (the "decider" pattern): given the current state and a command,
 * decide which events happen; evolve folds events into state. No I/O, no clock: time and ids come in the command.
 */
export interface Decider<TCommand, TEvent extends DomainEvent, TState> {
  readonly initialState: TState;
  decide(command: TCommand, state: TState): TEvent[];
  evolve(state: TState, event: TEvent): TState;
}

export function fold<TEvent extends DomainEvent, TState>(
  decider: Pick<Decider<unknown, TEvent, TState>, 'initialState' | 'evolve'>,
  events: readonly TEvent[],
): TState {
  return events.reduce((state, event) => decider.evolve(state, event), decider.initialState);
}

/** Exhaustiveness helper for switch statements over unions. */
export function assertNever(value: never): never {
  throw new Error(`Unexpected value: ${JSON.stringify(value)}`);
}
