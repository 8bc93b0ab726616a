import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Kysely } from 'kysely';
import { DB } from '../../../../platform/tokens';
import { CompanyScopes } from '../../adapters/company-scope';
import { importsIn } from '../get-imports-list/imports-in';
import { GetNotificationsQuery } from './get-notifications.query';

/** get-notifications: finished imports as notifications (unread first in the count), newest first. */
@QueryHandler(GetNotificationsQuery)
export class GetNotificationsHandler implements IQueryHandler<GetNotificationsQuery> {
  constructor(@Inject(DB) private readonly db: Kysely<any>, private readonly scopes: CompanyScopes) {}

  async execute({ filters, ctx }: GetNotificationsQuery) {
    const { q, items, total } = await importsIn(this.db, this.scopes, ctx, filters);
    const unread = await q.where('notification_status', '=', 'unread').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    return { items, total, unread: Number(unread.n) };
  }
}
