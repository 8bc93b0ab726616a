import type { DomainEvent } from '../shared';

/** A __title__ was created by its owner. Events are immutable: they carry everything a read model needs. */
export type __Pascal__Created = DomainEvent<'__Pascal__Created', {
  readonly __camel__Id: string;
  readonly ownerId: string;
  readonly name: string;
  readonly createdAt: string;
}>;

/** A __title__ ended its life: 30 days after its creation (the expiry process, process/expire-__kebab__). */
export type __Pascal__Expired = DomainEvent<'__Pascal__Expired', {
  readonly __camel__Id: string;
  readonly expiredAt: string;
}>;

export type __Pascal__Event = __Pascal__Created | __Pascal__Expired;
