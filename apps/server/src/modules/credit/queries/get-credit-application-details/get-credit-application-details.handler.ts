import { getCreditApplicationDetailsRoute } from '@marketplace/contracts';
import { applicablePages, CreditErrors, type CoApplicantAnswers, type CreditPage, type DecisionFactor } from '@marketplace/domain';
import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { Kysely } from 'kysely';
import { DB } from '../../../../platform/tokens';
import { isActivated, UserAccounts } from '../../../identity/identity.public';
import { CreditNotice } from '../../adapters/credit-notice';
import { CreditPersonalData } from '../../adapters/credit-personal-data';
import { decisionView } from '../../views/decision-view';
import { fromDetailsRow } from './application-details.projection';
import { GetCreditApplicationDetailsQuery } from './get-credit-application-details.query';

/** Reads the details row (another user's is "not found"), opens the sealed answers for their owner; never the SIN. */
@QueryHandler(GetCreditApplicationDetailsQuery)
export class GetCreditApplicationDetailsHandler implements IQueryHandler<GetCreditApplicationDetailsQuery> {
  constructor(
    @Inject(DB) private readonly db: Kysely<any>, private readonly personal: CreditPersonalData, private readonly notice: CreditNotice,
    private readonly accounts: UserAccounts,
  ) {}

  async execute({ ownerId, applicationId }: GetCreditApplicationDetailsQuery) {
    let query = this.db.selectFrom('credit.application_details').selectAll().where('owner_id', '=', ownerId);
    query = applicationId ? query.where('id', '=', applicationId) : query.orderBy('started_at', 'desc').orderBy('id').limit(1);
    const stored = await query.executeTakeFirst();
    if (!stored) {
      if (applicationId) throw CreditErrors.notFound();
      return null;
    }
    const row = fromDetailsRow(stored);
    const answers = await this.personal.openAnswers(ownerId, row.answers as never);
    // The activation page applies while the owner's account is not activated (identity decides, at every read).
    const activated = row.status !== 'draft' || await isActivated(this.accounts, ownerId);
    const pages = applicablePages({ ...row.facts, signedIn: activated });
    const unanswered = pages.find((p) => p !== 'activation' && p !== 'result' && p !== 'confirmation' && !(p in answers));
    const nextPage: CreditPage = row.status !== 'draft' ? 'result' : (unanswered ?? (row.consent && !activated ? 'activation' : 'confirmation'));
    const factors = row.decision ? ((await this.personal.open<readonly DecisionFactor[]>(ownerId, row.decision.factors)) ?? []) : [];
    const co = row.coApplicant ? await this.personal.open<CoApplicantAnswers>(ownerId, row.coApplicant) : null;
    return getCreditApplicationDetailsRoute.response.parse({
      applicationId: row.id, status: row.status, startedAt: row.startedAt, answers, sinProvided: row.sinProvided, consent: row.consent,
      pages, nextPage, decision: row.decision ? decisionView(row.decision, factors) : null, review: row.review, notice: this.notice.view(),
      coApplicant: co && { firstName: co.firstName, lastName: co.lastName, relationship: co.relationship },
    });
  }
}
