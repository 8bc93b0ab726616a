import type { __Pascal__Event } from './__kebab__.events';

/** What the decider needs to know about one __title__ stream, folded from its events. */
export type __Pascal__State =
  | { readonly status: 'none' }
  | { readonly status: 'created' | 'expired'; readonly ownerId: string; readonly name: string; readonly createdAt: string };

export const initial__Pascal__State: __Pascal__State = { status: 'none' };

export function evolve__Pascal__(state: __Pascal__State, event: __Pascal__Event): __Pascal__State {
  switch (event.type) {
    case '__Pascal__Created':
      return { status: 'created', ownerId: event.data.ownerId, name: event.data.name, createdAt: event.data.createdAt };
    case '__Pascal__Expired':
      return state.status === 'none' ? state : { ...state, status: 'expired' };
    default:
      return state;
  }
}
