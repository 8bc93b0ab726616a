import type { SupportEvent } from './support.events';

/** What the decider needs to know about one support message stream, folded from its events. */
export type SupportState =
  | { readonly status: 'none' }
  | { readonly status: 'open' | 'answered'; readonly senderId: string; readonly answers: number };

export const initialSupportState: SupportState = { status: 'none' };

export function evolveSupport(state: SupportState, event: SupportEvent): SupportState {
  switch (event.type) {
    case 'SupportMessageSent':
      return { status: 'open', senderId: event.data.senderId, answers: 0 };
    case 'SupportMessageAnswered':
      return state.status === 'none' ? state : { ...state, status: 'answered', answers: state.answers + 1 };
    default:
      return state;
  }
}
