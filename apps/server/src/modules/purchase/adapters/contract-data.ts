import type { DealView } from '@marketplace/contracts';
import type { Address, ContractLanguage, ExistingTransaction, PersonalDetails } from '@marketplace/domain';
import type { CoApplicantName } from '../../credit/credit.public';
import type { ContractData } from './contract-pdf';

const addressLine = (a: Address) => [a.line1, a.line2, `${a.city} ${a.province} ${a.postalCode}`].filter(Boolean).join(', ');

/**
 * What the contract states, from the transaction and its deal (prices.deal, ADR 0057): the same for the draft the buyer
 * reads before signing (signature null, the deal quoted now) and for the signed contract (the deal ContractSigned holds).
 */
export function contractDataOf(s: ExistingTransaction, deal: DealView, o: {
  readonly personal: PersonalDetails; readonly deliveryAddress: Address | null; readonly signature: Buffer | null;
  /** The co-applicant of the joint application a finance or lease uses (credit's, ADR 0063). */
  readonly coApplicant: CoApplicantName | null;
  readonly languages: readonly ContractLanguage[]; readonly at: string;
}): ContractData {
  const { personal } = o;
  const t = s.tradeIn;
  return {
    transactionId: s.transactionId, signedAt: o.at, languages: o.languages,
    dealer: { name: s.vehicle.dealer.name, city: s.vehicle.dealer.city, province: s.vehicle.dealer.province },
    buyer: {
      name: [personal.firstName, personal.middleName, personal.lastName].filter(Boolean).join(' '), companyName: personal.companyName ?? null,
      address: addressLine(personal.billing), phone: personal.billing.phone ?? null,
    },
    coApplicant: o.coApplicant && { name: `${o.coApplicant.firstName} ${o.coApplicant.lastName}`, relationship: o.coApplicant.relationship },
    vehicle: {
      year: s.vehicle.year, make: s.vehicle.make, model: s.vehicle.model, trim: s.vehicle.trim, vin: s.vehicle.vin, kilometres: s.vehicle.kilometres ?? null,
      condition: s.vehicle.condition,
    },
    deal,
    tradeIn: deal.tradeIn && t && !t.skip
      ? { year: t.year ?? null, make: t.make ?? null, model: t.model ?? null, vin: t.vin, kilometres: t.mileage ?? null }
      : null,
    protectionPlan: s.protectionPlan?.plan ?? null,
    delivery: s.delivery && {
      method: s.delivery.method, date: s.delivery.date, touchless: s.delivery.touchless, address: o.deliveryAddress ? addressLine(o.deliveryAddress) : null,
    },
    signature: o.signature,
  };
}
