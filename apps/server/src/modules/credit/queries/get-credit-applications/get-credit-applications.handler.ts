import { getAllCreditApplicationsRoute, getCreditApplicationsRoute } from '@marketplace/contracts';
import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { Kysely } from 'kysely';
import { DB } from '../../../../platform/tokens';
import { fromSummaryRow, type ApplicationSummaryRow } from './application-summaries.projection';
import { GetAllCreditApplicationsQuery, GetCreditApplicationsQuery } from './get-credit-applications.query';

const LIMIT = 500;
const summary = ({ id, ownerId, status, startedAt, outcome, score, band, decidedAt, review, reviewRequestedAt, coApplicant }: ApplicationSummaryRow) =>
  ({ applicationId: id, ownerId, status, startedAt, outcome, score, band, decidedAt, review, reviewRequestedAt, coApplicant });

@QueryHandler(GetCreditApplicationsQuery)
export class GetCreditApplicationsHandler implements IQueryHandler<GetCreditApplicationsQuery> {
  constructor(@Inject(DB) private readonly db: Kysely<any>) {}

  async execute({ ownerId }: GetCreditApplicationsQuery) {
    const rows = (await this.db.selectFrom('credit.application_summaries').selectAll().where('owner_id', '=', ownerId)
      .orderBy('started_at', 'desc').orderBy('id').limit(LIMIT).execute()).map(fromSummaryRow);
    const latest = rows.filter((r) => r.score !== null && r.decidedAt !== null).sort((a, b) => b.decidedAt!.localeCompare(a.decidedAt!))[0];
    return getCreditApplicationsRoute.response.parse({
      items: rows.map(summary),
      score: latest ? { score: latest.score, band: latest.band, decidedAt: latest.decidedAt } : null,
    });
  }
}

@QueryHandler(GetAllCreditApplicationsQuery)
export class GetAllCreditApplicationsHandler implements IQueryHandler<GetAllCreditApplicationsQuery> {
  constructor(@Inject(DB) private readonly db: Kysely<any>) {}

  async execute({ reviewQueue }: GetAllCreditApplicationsQuery) {
    const all = this.db.selectFrom('credit.application_summaries').selectAll();
    const rows = reviewQueue
      ? await all.where('review', '=', 'requested').orderBy('review_requested_at').orderBy('id').limit(LIMIT).execute()
      : await all.orderBy('started_at', 'desc').orderBy('id').limit(LIMIT).execute();
    return getAllCreditApplicationsRoute.response.parse({ items: rows.map(fromSummaryRow).map(summary) });
  }
}
