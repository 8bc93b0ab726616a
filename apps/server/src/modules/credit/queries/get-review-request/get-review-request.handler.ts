import { getCreditReviewRequestRoute } from '@marketplace/contracts';
import {
  creditApplicationStreamId, CreditErrors, type CreditApplicationEvent, type CreditDecided, type DecisionFactor, type HumanReviewRequested,
} from '@marketplace/domain';
import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { EventStore } from '../../../../platform/event-store/event-store.port';
import { EVENT_STORE } from '../../../../platform/tokens';
import { contactOf, UserAccounts } from '../../../identity/identity.public';
import { CreditPersonalData } from '../../adapters/credit-personal-data';
import { decisionView } from '../../views/decision-view';
import { GetCreditReviewRequestQuery } from './get-review-request.query';

const lastOf = <T extends CreditApplicationEvent['type']>(events: readonly CreditApplicationEvent[], type: T) =>
  events.findLast((e): e is Extract<CreditApplicationEvent, { type: T }> => e.type === type);

/**
 * A review request as its reviewer reads it, from the application's stream: the last request (its reason opened), the
 * automated decision (its factors opened), whether it is answered, and the applicant's contact from identity.
 */
@QueryHandler(GetCreditReviewRequestQuery)
export class GetCreditReviewRequestHandler implements IQueryHandler<GetCreditReviewRequestQuery> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore, private readonly personal: CreditPersonalData, private readonly accounts: UserAccounts) {}

  async execute({ applicationId }: GetCreditReviewRequestQuery) {
    const events = (await this.store.readStream(creditApplicationStreamId(applicationId))) as unknown as CreditApplicationEvent[];
    const started = lastOf(events, 'CreditApplicationStarted');
    const requested: HumanReviewRequested | undefined = lastOf(events, 'HumanReviewRequested');
    if (!started || !requested) throw CreditErrors.notFound();
    const ownerId = started.data.ownerId;
    const decided: CreditDecided | undefined = lastOf(events, 'CreditDecided');
    const [reason, factors, contact] = await Promise.all([
      requested.data.reason === null ? null : this.personal.open<string>(ownerId, requested.data.reason),
      decided ? this.personal.open<readonly DecisionFactor[]>(ownerId, decided.data.factors) : null,
      contactOf(this.accounts, ownerId),
    ]);
    return getCreditReviewRequestRoute.response.parse({
      applicationId,
      applicant: { userId: ownerId, firstName: contact?.firstName ?? null, email: contact?.email ?? null, language: contact?.language ?? 'en-ca' },
      status: events.findLast((e) => e.type === 'HumanReviewRequested' || e.type === 'HumanReviewAnswered')?.type === 'HumanReviewAnswered' ? 'answered' : 'requested',
      requestedAt: requested.data.requestedAt,
      cause: requested.data.cause ?? 'applicant',
      reason,
      decision: decided ? decisionView(decided.data, factors ?? []) : null,
    });
  }
}
