import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Address, CreditApplicant, PersonalDetails } from '@marketplace/domain';
import { PersonalFields } from '../../adapters/personal-fields';
import { savedTradeInView } from '../../views/transaction-view';
import { TransactionDetailsRows } from '../get-transaction-details/transaction-details.rows';
import { GetFormDetailsQuery } from './get-form-details.query';

/** What the buyer entered in each step, for the owner only: personal fields opened from their sealed form; never the SIN. */
@QueryHandler(GetFormDetailsQuery)
export class GetFormDetailsHandler implements IQueryHandler<GetFormDetailsQuery> {
  constructor(private readonly rows: TransactionDetailsRows, private readonly personal: PersonalFields) {}

  async execute({ transactionId, ctx }: GetFormDetailsQuery) {
    const row = await this.rows.owned(transactionId, ctx);
    const { entries } = row;
    const [personalDetails, applicant, address] = await Promise.all([
      this.personal.open<PersonalDetails>(row.userId, entries.details),
      this.personal.open<Omit<CreditApplicant, 'sin'>>(row.userId, entries.applicant),
      this.personal.open<Address>(row.userId, entries.deliveryAddress),
    ]);
    const pm = row.paymentMethod;
    const credit = applicant && pm && (pm.method === 'finance' || pm.method === 'lease') ? { applicant: { ...applicant, sinProvided: entries.sinProvided } } : {};
    return {
      Status: 1 as const,
      transactionId,
      personalDetails,
      tradeIn: savedTradeInView(row.tradeIn, ctx.now.toISOString()),
      paymentMethod: pm ? { method: pm.method, ...pm.terms, ...credit } : null,
      protectionPlanId: row.protectionPlan?.plan?.id ?? null,
      protectionPlanChosen: row.protectionPlan !== null,
      delivery: row.delivery && { ...row.delivery, address },
      driversLicense: { front: row.license.front !== null, back: row.license.back !== null, confirmed: row.license.confirmed },
    };
  }
}
