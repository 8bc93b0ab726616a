import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DomainError, TRANSACTION_STREAM_PREFIX } from '@marketplace/domain';
import { CustomerViewAt } from '../../../purchase/purchase.public';
import { AuditReader } from '../get-timeline/audit-reader';
import { GetCustomerViewQuery } from './get-customer-view.query';

const CHANGES_SHOWN = 20;

/**
 * Staff see what the customer saw (issue #15 item 4): the purchase context folds its streams up to the instant and
 * answers with its own buyer view (no second copy of the pricing); the audit index adds the instants the view changed
 * at and the events, with their actors, that changed it (a staff price change on the vehicle included).
 */
@QueryHandler(GetCustomerViewQuery)
export class GetCustomerViewHandler implements IQueryHandler<GetCustomerViewQuery> {
  constructor(private readonly reader: AuditReader, private readonly views: CustomerViewAt) {}

  async execute({ subjectId, at, ctx }: GetCustomerViewQuery) {
    if (!subjectId.startsWith(TRANSACTION_STREAM_PREFIX)) {
      throw new DomainError('audit.not_a_transaction', 'not_found', 'The customer view is for a transaction (purchase-…)', 'params.subjectId');
    }
    const subject = await this.reader.subject(subjectId);
    const all = await this.reader.customerFacing(subject);
    const last = all.at(-1)?.recorded_at ?? subject.events[subject.events.length - 1].recordedAt;
    const instant = at ? new Date(at) : new Date(last);
    const view = await this.views.of(subjectId.slice(TRANSACTION_STREAM_PREFIX.length), instant, ctx);
    const upTo = all.filter((r) => new Date(r.recorded_at).getTime() <= instant.getTime());
    return {
      subjectId,
      at: instant.toISOString(),
      instants: [...new Set(all.map((r) => new Date(r.recorded_at).toISOString()))],
      existed: view !== null,
      transaction: view?.transaction ?? null,
      contract: view?.contract ? { ...view.contract, languages: [...view.contract.languages] } : null,
      versions: view?.versions ?? { purchase: 0, vehicle: 0 },
      changes: await this.reader.changesOf(upTo, CHANGES_SHOWN),
    };
  }
}
