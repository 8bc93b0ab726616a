import { assertNever, type Decider } from '../shared';
import { __Pascal__Errors } from './__kebab__.errors';
import type { __Pascal__Event } from './__kebab__.events';
import { evolve__Pascal__, initial__Pascal__State, type __Pascal__State } from './__kebab__.state';

export const __CONST___STREAM_PREFIX = '__kebab__-';
export const __camel__StreamId = (__camel__Id: string) => `${__CONST___STREAM_PREFIX}${__camel__Id}`;

export interface Create__Pascal__ {
  readonly type: 'Create__Pascal__';
  /** A fresh id: ids come in with the command. */
  readonly __camel__Id: string;
  readonly ownerId: string;
  readonly name: string;
  /** ISO instant: the domain has no clock. */
  readonly now: string;
}

/** How long a __title__ lives: the expiry process schedules its end this long after its creation. */
export const __CONST___LIFETIME_DAYS = 30;

/** The end of a __title__'s life, as its creation fixes it. */
export const __camel__ExpiresAt = (createdAt: string): string => new Date(Date.parse(createdAt) + __CONST___LIFETIME_DAYS * 86_400_000).toISOString();

export interface Expire__Pascal__ {
  readonly type: 'Expire__Pascal__';
  readonly __camel__Id: string;
  readonly now: string;
}

export type __Pascal__Command = Create__Pascal__ | Expire__Pascal__;

export function decide__Pascal__(command: __Pascal__Command, state: __Pascal__State): __Pascal__Event[] {
  switch (command.type) {
    case 'Create__Pascal__':
      if (state.status !== 'none') throw __Pascal__Errors.alreadyExists();
      return [{
        type: '__Pascal__Created',
        data: { __camel__Id: command.__camel__Id, ownerId: command.ownerId, name: command.name, createdAt: command.now },
      }];
    case 'Expire__Pascal__':
      if (state.status === 'none') throw __Pascal__Errors.notFound();
      // A deadline fires at least once: the second firing, or one before the end of its life, decides nothing.
      if (state.status === 'expired' || command.now < __camel__ExpiresAt(state.createdAt)) return [];
      return [{ type: '__Pascal__Expired', data: { __camel__Id: command.__camel__Id, expiredAt: command.now } }];
    default:
      return assertNever(command);
  }
}

export const __camel__Decider: Decider<__Pascal__Command, __Pascal__Event, __Pascal__State> = {
  initialState: initial__Pascal__State,
  decide: decide__Pascal__,
  evolve: evolve__Pascal__,
};
