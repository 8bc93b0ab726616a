import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { IMPORT_ERROR_SECTIONS, NOTIFICATION_TYPES } from '@marketplace/contracts';
import { sql, type Kysely } from 'kysely';
import type { RequestContext } from '../../../../platform/http/request-context';
import { DB } from '../../../../platform/tokens';
import { importOf, IMPORT_COLUMNS } from '../../notifications/inventory-imports';
import { ownedImport } from '../../notifications/owned-import';
import { CompanyScopes } from '../../shared/company-scope';
import {
  GetErrorsSectionsQuery, GetImportErrorsQuery, GetImportsListQuery, GetImportStatusQuery, GetNotificationsQuery,
} from './notifications.queries';

/** The imports the caller may see (a company, or all for staff), with an optional notification status. */
async function importsIn(db: Kysely<any>, scopes: CompanyScopes, ctx: RequestContext, f: { companyId?: number; page: number; pageSize: number; status?: string }) {
  const scope = await scopes.of(ctx, f.companyId);
  let q = db.selectFrom('dealer.inventory_imports');
  if (scope.kind === 'company') q = q.where('company_id', '=', scope.companyId);
  const listed = f.status ? q.where('notification_status', '=', f.status) : q;
  const [rows, count] = await Promise.all([
    listed.select([...IMPORT_COLUMNS]).orderBy('created_at', 'desc').orderBy('import_id').limit(f.pageSize).offset((f.page - 1) * f.pageSize).execute(),
    listed.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { q, items: rows.map(importOf), total: Number(count.n) };
}

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

/** get-notifications-imports-list: every import with its progress, newest first. */
@QueryHandler(GetImportsListQuery)
export class GetImportsListHandler implements IQueryHandler<GetImportsListQuery> {
  constructor(@Inject(DB) private readonly db: Kysely<any>, private readonly scopes: CompanyScopes) {}

  async execute({ filters, ctx }: GetImportsListQuery) {
    const { items, total } = await importsIn(this.db, this.scopes, ctx, filters);
    return { items, total };
  }
}

/** get-notifications-import-status: one import's status and progress. */
@QueryHandler(GetImportStatusQuery)
export class GetImportStatusHandler implements IQueryHandler<GetImportStatusQuery> {
  constructor(@Inject(DB) private readonly db: Kysely<any>, private readonly scopes: CompanyScopes) {}

  async execute({ importId, ctx }: GetImportStatusQuery) {
    return importOf(await ownedImport(this.db, this.scopes, ctx, importId));
  }
}

/** get-errors-sections: an import's errors counted per section (every section, zero included). */
@QueryHandler(GetErrorsSectionsQuery)
export class GetErrorsSectionsHandler implements IQueryHandler<GetErrorsSectionsQuery> {
  constructor(@Inject(DB) private readonly db: Kysely<any>, private readonly scopes: CompanyScopes) {}

  async execute({ importId, ctx }: GetErrorsSectionsQuery) {
    await ownedImport(this.db, this.scopes, ctx, importId);
    const rows = await this.db.selectFrom('dealer.inventory_import_errors').select(['section', sql<string>`count(*)`.as('n')])
      .where('import_id', '=', importId).groupBy('section').execute();
    const counts = new Map(rows.map((r) => [r.section as string, Number(r.n)]));
    return { importId, items: IMPORT_ERROR_SECTIONS.map((section) => ({ section, count: counts.get(section) ?? 0 })) };
  }
}

/** get-notifications-errors: an import's errors in file order (line, then column order), optionally of one section. */
@QueryHandler(GetImportErrorsQuery)
export class GetImportErrorsHandler implements IQueryHandler<GetImportErrorsQuery> {
  constructor(@Inject(DB) private readonly db: Kysely<any>, private readonly scopes: CompanyScopes) {}

  async execute({ filters: f, ctx }: GetImportErrorsQuery) {
    await ownedImport(this.db, this.scopes, ctx, f.importId);
    let q = this.db.selectFrom('dealer.inventory_import_errors').where('import_id', '=', f.importId);
    if (f.section) q = q.where('section', '=', f.section);
    const [rows, count] = await Promise.all([
      q.select(['line', 'column_name', 'section', 'code', 'message']).orderBy('line').orderBy('seq').limit(f.pageSize).offset((f.page - 1) * f.pageSize).execute(),
      q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return {
      importId: f.importId, total: Number(count.n),
      items: rows.map((r) => ({ line: r.line, column: r.column_name, section: r.section, code: r.code, message: r.message })),
    };
  }
}

/** get-notifications-types: the kinds of notification (today, inventory imports). */
export const notificationTypes = () => ({ items: NOTIFICATION_TYPES.map((t) => ({ ...t })) });
