import { labelled } from '../../../platform/pdf/facts-pdf';
import { renderPdf } from '../../../platform/pdf/render-pdf';
import type { DealView } from '@marketplace/contracts';
import { type CoApplicantRelationship, type ContractLanguage, formatKilometres, formatLongDate, formatMoney, formatPercent, pdfText } from '@marketplace/domain';

/** What the contract states; money in cents. Every amount is the deal's (computeDeal, ADR 0057). */
export interface ContractData {
  readonly transactionId: string;
  /** When it was signed; for the draft the buyer reads before signing, when it was prepared. */
  readonly signedAt: string;
  readonly languages: readonly ContractLanguage[];
  readonly dealer: { readonly name: string; readonly city: string; readonly province: string };
  readonly buyer: {
    readonly name: string;
    readonly companyName: string | null;
    readonly address: string;
    readonly phone: string | null;
  };
  /** Finance or lease on a joint application (ADR 0063): the co-applicant the credit was pre-qualified with. */
  readonly coApplicant: { readonly name: string; readonly relationship: CoApplicantRelationship } | null;
  readonly vehicle: { readonly year: number; readonly make: string; readonly model: string; readonly trim: string; readonly vin: string; readonly kilometres: number | null; readonly condition: 'new' | 'used' };
  readonly deal: DealView;
  /** The vehicle traded in (credited in the deal), as the disclosure describes it. */
  readonly tradeIn: {
    readonly year: number | null; readonly make: string | null; readonly model: string | null; readonly vin: string; readonly kilometres: number | null;
  } | null;
  readonly protectionPlan: { readonly nameEn: string; readonly nameFr: string; readonly coverageMonths: number; readonly coverageKm: number } | null;
  readonly delivery: { readonly method: 'pickup' | 'delivery'; readonly date: string; readonly touchless: boolean; readonly address: string | null } | null;
  /** The drawn signature, PNG; null for the draft the buyer reads before signing. */
  readonly signature: Buffer | null;
}

const T = {
  en: {
    title: 'Vehicle purchase agreement',
    ref: 'Transaction', date: 'Signed on', dealer: 'Dealer', buyer: 'Buyer', vehicle: 'Vehicle', vin: 'VIN', km: 'Odometer',
    conditionNew: 'New', conditionUsed: 'Used', prices: 'Price', product: 'Vehicle (all-in advertised price)', plan: 'Protection plan', delivery: 'Delivery',
    tradeIn: 'Trade-in credit', balanceDue: 'Trade-in balance owed', subtotal: 'Subtotal', total: 'Total', deposit: 'Deposit paid (deducted as a down payment)',
    balance: 'Balance', payment: 'Payment', cash: 'Cash', finance: 'Financing', lease: 'Lease', term: 'Term', months: 'months', rate: 'Rate',
    perPeriod: 'Payment per period', frequency: { 52: 'weekly', 26: 'bi-weekly', 12: 'monthly', 1: 'annual' } as Record<number, string>,
    downPayment: 'Down payment', pickup: 'Pickup at the dealer', deliveredOn: 'Delivery on', pickupOn: 'Pickup on', touchless: 'touchless',
    deliveryAddress: 'Delivery address', capitalizedCost: 'Capitalized cost (amount leased)', leaseRefund: 'Equity refunded to the buyer (the lease cannot go below its residual)', beforeTax: 'Payment before taxes',
    leaseTaxNote: 'Sales taxes are charged on each lease payment.', taxOnPayment: 'per payment', residual: 'Residual value',
    allowance: 'Kilometres allowed per year', excessKm: 'Charge per kilometre over the allowance',
    taxNames: { GST: 'GST', HST: 'HST', QST: 'QST', PST: 'PST', RST: 'RST' } as Record<string, string>, luxuryTax: 'Federal luxury tax',
    terms: 'Terms',
    clauses: [
      'The $250 deposit is fully refundable and reserves the vehicle for 5 days; it is refunded automatically if the sale does not proceed.',
      'The protection plan may be cancelled within 30 days for a full refund; it covers 90% of covered components with a $50 deductible.',
      'This agreement is governed by the laws of the Province of Quebec and of Canada applicable therein. Amounts are in Canadian dollars.',
      'The buyer confirms the information given is accurate and that the delivery address matches the driver\'s licence.',
    ],
    draft: 'DRAFT FOR READING - NOT SIGNED. The amounts are those of the review; they are final once you sign.',
    priceBeforeTaxes: 'Price before taxes', totalPrice: 'Total price (taxes included)', leaseNoTaxUpFront: 'Price before taxes (a lease is taxed on each payment)',
    taxOn: (base: string) => `on ${base}`, afterTradeIn: 'after the trade-in credit',
    tradeInVehicle: 'Trade-in vehicle', tradeInValue: 'Value of the trade-in', tradeInOwed: 'Balance owed on the trade-in (paid off by the dealer)',
    equity: 'Trade-in equity (value less balance owed)', settlement: 'Settlement', amountDue: 'Amount owed after the trade-in',
    surplus: 'Trade-in equity above the purchase, paid to the buyer', depositApplied: 'Deposit applied', depositRefunded: 'Deposit refunded to the buyer',
    cashBalance: 'Balance to pay at delivery', refundTotal: 'Paid to the buyer at delivery', creditDisclosure: 'Credit disclosure',
    apr: 'Annual percentage rate (APR)', interestRate: 'Interest rate (pre-qualified)', payments: 'Number of payments',
    paymentsOf: (n: number, f: string) => `${n} (${f})`, regularPayment: 'Amount of each payment but the last', finalPayment: 'Final payment',
    amountFinanced: 'Amount financed', interestFree: 'of which sales taxes financed at 0 %', costOfBorrowing: 'Total cost of borrowing',
    totalOfPayments: 'Total of the payments', totalObligation: 'Total obligation (down payment, deposit and payments)',
    grossCap: 'Gross capitalized cost', capReduction: 'Capitalized cost reduction (trade-in, deposit, down payment)', rentCharges: 'Total cost of the lease (rent charges)',
    creditClause: 'Credit: the buyer receives this disclosure before signing. In Quebec, the buyer may cancel the credit contract within 2 days after receiving a signed copy (Consumer Protection Act).',
    coApplicant: 'Co-applicant (joint credit application)',
    relationships: {
      spouse: 'Spouse', common_law_partner: 'Common-law partner', parent: 'Parent', child: 'Child', sibling: 'Brother or sister',
      other_relative: 'Other relative', other: 'Other',
    } as Record<CoApplicantRelationship, string>,
    signature: 'Buyer\'s signature', coverage: (m: number, km: string) => `${m} months / ${km}`, none: 'None',
  },
  fr: {
    title: 'Contrat d’achat de véhicule',
    ref: 'Transaction', date: 'Signé le', dealer: 'Commerçant', buyer: 'Acheteur', vehicle: 'Véhicule', vin: 'NIV', km: 'Odomètre',
    conditionNew: 'Neuf', conditionUsed: 'D’occasion', prices: 'Prix', product: 'Véhicule (prix annoncé tout inclus)', plan: 'Plan de protection', delivery: 'Livraison',
    tradeIn: 'Crédit de reprise', balanceDue: 'Solde dû sur la reprise', subtotal: 'Sous-total', total: 'Total', deposit: 'Dépôt payé (déduit comme mise de fonds)',
    balance: 'Solde', payment: 'Paiement', cash: 'Comptant', finance: 'Financement', lease: 'Location', term: 'Durée', months: 'mois', rate: 'Taux',
    perPeriod: 'Paiement par période', frequency: { 52: 'hebdomadaire', 26: 'aux deux semaines', 12: 'mensuel', 1: 'annuel' } as Record<number, string>,
    downPayment: 'Mise de fonds', pickup: 'Ramassage chez le commerçant', deliveredOn: 'Livraison le', pickupOn: 'Ramassage le', touchless: 'sans contact',
    deliveryAddress: 'Adresse de livraison', capitalizedCost: 'Coût capitalisé (montant loué)', leaseRefund: 'Équité remboursée à l’acheteur (la location ne peut descendre sous la valeur résiduelle)', beforeTax: 'Paiement avant taxes',
    leaseTaxNote: 'Les taxes de vente sont perçues sur chaque paiement de location.', taxOnPayment: 'par paiement', residual: 'Valeur résiduelle',
    allowance: 'Kilométrage permis par année', excessKm: 'Frais par kilomètre excédentaire',
    taxNames: { GST: 'TPS', HST: 'TVH', QST: 'TVQ', PST: 'TVP', RST: 'TVD' } as Record<string, string>, luxuryTax: 'Taxe fédérale sur les biens de luxe',
    terms: 'Conditions',
    clauses: [
      'Le dépôt de 250 $ est entièrement remboursable et réserve le véhicule pendant 5 jours; il est remboursé automatiquement si la vente n’a pas lieu.',
      'Le plan de protection peut être annulé dans les 30 jours pour un remboursement complet; il couvre 90 % des composantes couvertes, avec une franchise de 50 $.',
      'Le présent contrat est régi par les lois de la province de Québec et les lois du Canada qui s’y appliquent. Les montants sont en dollars canadiens.',
      'L’acheteur confirme l’exactitude des renseignements fournis et que l’adresse de livraison correspond au permis de conduire.',
    ],
    draft: 'PROJET À LIRE - NON SIGNÉ. Les montants sont ceux de la révision; ils deviennent définitifs à la signature.',
    priceBeforeTaxes: 'Prix avant taxes', totalPrice: 'Prix total (taxes incluses)', leaseNoTaxUpFront: 'Prix avant taxes (une location est taxée sur chaque paiement)',
    taxOn: (base: string) => `sur ${base}`, afterTradeIn: 'après le crédit de reprise',
    tradeInVehicle: 'Véhicule repris', tradeInValue: 'Valeur de la reprise', tradeInOwed: 'Solde dû sur la reprise (remboursé par le commerçant)',
    equity: 'Équité de la reprise (valeur moins solde dû)', settlement: 'Règlement', amountDue: 'Montant dû après la reprise',
    surplus: 'Équité de la reprise au-delà de l’achat, versée à l’acheteur', depositApplied: 'Dépôt appliqué', depositRefunded: 'Dépôt remboursé à l’acheteur',
    cashBalance: 'Solde à payer à la livraison', refundTotal: 'Versé à l’acheteur à la livraison', creditDisclosure: 'Divulgation du crédit',
    apr: 'Taux annuel du crédit (TAC)', interestRate: 'Taux d’intérêt (préqualifié)', payments: 'Nombre de paiements',
    paymentsOf: (n: number, f: string) => `${n} (${f})`, regularPayment: 'Montant de chaque paiement sauf le dernier', finalPayment: 'Dernier paiement',
    amountFinanced: 'Montant financé', interestFree: 'dont taxes de vente financées à 0 %', costOfBorrowing: 'Frais de crédit totaux',
    totalOfPayments: 'Total des paiements', totalObligation: 'Obligation totale (mise de fonds, dépôt et paiements)',
    grossCap: 'Coût capitalisé brut', capReduction: 'Réduction du coût capitalisé (reprise, dépôt, mise de fonds)', rentCharges: 'Coût total de la location (frais de location)',
    creditClause: 'Crédit : l’acheteur reçoit cette divulgation avant de signer. Au Québec, il peut résoudre le contrat de crédit dans les 2 jours suivant la réception d’un double signé (Loi sur la protection du consommateur).',
    coApplicant: 'Codemandeur (demande de crédit conjointe)',
    relationships: {
      spouse: 'Époux ou épouse', common_law_partner: 'Conjoint de fait', parent: 'Parent', child: 'Enfant', sibling: 'Frère ou sœur',
      other_relative: 'Autre membre de la famille', other: 'Autre',
    } as Record<CoApplicantRelationship, string>,
    signature: 'Signature de l’acheteur', coverage: (m: number, km: string) => `${m} mois / ${km}`, none: 'Aucun',
  },
} as const;

/** Money for the standard PDF fonts (WinAnsi), the language's way ("25 000,00 $"), by the shared locale formatter (ADR 0060). */
function money(cents: number, lang: ContractLanguage): string {
  return pdfText(formatMoney(cents, lang, { cents: true }));
}

/** "4.99%" / "4,99 %" and "20,000 km" / "20 000 km", by the shared locale formatter, for the standard PDF fonts. */
const percent = (n: number, lang: ContractLanguage) => pdfText(formatPercent(n, lang));
const kilometres = (km: number, lang: ContractLanguage) => pdfText(formatKilometres(km, lang));

/** The long date (spec §9) of a date or of an instant read in the province's time zone, as the order page shows it (ADR 0060). */
const longDate = (iso: string, lang: ContractLanguage, province: string) => pdfText(formatLongDate(iso, lang, { province }));

function section(doc: PDFKit.PDFDocument, data: ContractData, lang: ContractLanguage) {
  const t = T[lang];
  const row = (label: string, value: string) => {
    const y = doc.y;
    doc.font('Helvetica').fontSize(9.5).fillColor('#333').text(label, 50, y, { width: 300 });
    const labelBottom = doc.y;
    doc.text(value, 360, y, { width: 185, align: 'right' });
    doc.y = Math.max(labelBottom, doc.y) + 2;
  };
  const heading = (text: string) => {
    doc.moveDown(0.6).font('Helvetica-Bold').fontSize(11).fillColor('#000').text(text, 50);
    doc.moveTo(50, doc.y + 1).lineTo(545, doc.y + 1).lineWidth(0.5).stroke('#999');
    doc.moveDown(0.3);
  };
  doc.font('Helvetica-Bold').fontSize(16).fillColor('#000').text(t.title, 50, doc.y);
  doc.font('Helvetica').fontSize(9).fillColor('#555').text(`${t.ref} ${data.transactionId} · ${data.signature ? `${t.date} ` : ''}${longDate(data.signedAt, lang, data.dealer.province)}`);
  if (!data.signature) doc.font('Helvetica-Bold').fontSize(10).fillColor('#a00').text(t.draft);

  heading(t.dealer);
  row(data.dealer.name, `${data.dealer.city}, ${data.dealer.province}`);
  heading(t.buyer);
  row(data.buyer.companyName ? `${data.buyer.name} (${data.buyer.companyName})` : data.buyer.name, data.buyer.phone ?? '');
  row(data.buyer.address, '');
  if (data.coApplicant) {
    heading(t.coApplicant);
    row(data.coApplicant.name, t.relationships[data.coApplicant.relationship]);
  }

  heading(t.vehicle);
  const v = data.vehicle;
  row(`${v.year} ${v.make} ${v.model} ${v.trim}`, v.condition === 'new' ? t.conditionNew : t.conditionUsed);
  row(t.vin, v.vin);
  if (v.kilometres !== null) row(t.km, kilometres(v.kilometres, lang));

  dealSections(data, lang, { row, heading, bold: (on: boolean) => doc.font(on ? 'Helvetica-Bold' : 'Helvetica') });
  if (data.protectionPlan) row(t.plan, t.coverage(data.protectionPlan.coverageMonths, kilometres(data.protectionPlan.coverageKm, lang)));
  if (data.delivery) {
    const when = longDate(data.delivery.date, lang, data.dealer.province);
    row(data.delivery.method === 'pickup' ? `${t.pickup}` : `${t.delivery}${data.delivery.touchless ? ` (${t.touchless})` : ''}`,
      `${data.delivery.method === 'pickup' ? t.pickupOn : t.deliveredOn} ${when}`);
    if (data.delivery.method === 'delivery' && data.delivery.address) row(labelled(lang, t.deliveryAddress, data.delivery.address), '');
  }

  heading(t.terms);
  doc.font('Helvetica').fontSize(8.5).fillColor('#333');
  for (const clause of t.clauses) doc.text(`• ${clause}`, 50, doc.y, { width: 495 }).moveDown(0.2);

  doc.moveDown(0.8).font('Helvetica-Bold').fontSize(9.5).fillColor('#000').text(t.signature, 50);
  const top = doc.y + 4;
  if (data.signature) doc.image(data.signature, 50, top, { fit: [220, 80] });
  doc.moveTo(50, top + 84).lineTo(300, top + 84).lineWidth(0.5).stroke('#000');
  doc.font('Helvetica').fontSize(8.5).text(longDate(data.signedAt, lang, data.dealer.province), 50, top + 88);
}

/**
 * The contract PDF (pdfkit, standard fonts: no font files to load, fast). One section per language in the given order:
 * French first for a Quebec address (Charter of the French language, s. 55 as amended by Bill 96), then English when
 * the buyer uses English.
 */
export function renderContract(data: ContractData): Promise<Buffer> {
  return renderPdf({
    info: { Title: data.languages[0] === 'fr' ? T.fr.title : T.en.title, Author: data.dealer.name, Subject: data.transactionId },
    lang: data.languages[0] === 'fr' ? 'fr-CA' : 'en-CA',
  }, (doc) => data.languages.forEach((lang, i) => {
    if (i > 0) doc.addPage();
    section(doc, data, lang);
  }));
}

/** French first for a Quebec address; the buyer's language otherwise (and after the French version in Quebec). */
export function contractLanguages(billingProvince: string | null, buyerLanguage: 'en-ca' | 'fr-ca'): ContractLanguage[] {
  const lang: ContractLanguage = buyerLanguage === 'fr-ca' ? 'fr' : 'en';
  if (billingProvince === 'QC') return lang === 'fr' ? ['fr'] : ['fr', 'en'];
  return [lang];
}

type Writers = { readonly row: (label: string, value: string) => void; readonly heading: (text: string) => void; readonly bold: (on: boolean) => unknown };

/** The price, the trade-in, the settlement and the credit disclosure: every figure is the deal's, none computed here. */
function dealSections(data: ContractData, lang: ContractLanguage, { row, heading, bold }: Writers) {
  const t = T[lang];
  const d = data.deal;
  const m = (cents: number) => money(cents, lang);
  const minus = (cents: number) => `-${m(cents)}`;
  const taxLabel = (tax: { name: string; percent: number }) => `${t.taxNames[tax.name] ?? tax.name} (${percent(tax.percent, lang)})`;
  const lease = d.lease;

  heading(t.prices);
  row(t.product, m(d.productPrice));
  row(labelled(lang, t.plan, data.protectionPlan ? (lang === 'fr' ? data.protectionPlan.nameFr : data.protectionPlan.nameEn) : t.none), m(d.protectionPlanPrice));
  row(t.delivery, m(d.deliveryPrice));
  row(lease ? t.leaseNoTaxUpFront : t.priceBeforeTaxes, m(d.priceBeforeTaxes));
  if (!lease) {
    for (const tax of d.taxes) {
      row(`${taxLabel(tax)} ${t.taxOn(m(tax.base))}${tax.tradeInCredited ? ` (${t.afterTradeIn})` : ''}`, m(tax.amount));
    }
  }
  for (const levy of d.levies) row(t.luxuryTax, m(levy.amount));
  bold(true);
  row(t.totalPrice, m(d.totalPrice));
  bold(false);

  if (d.tradeIn && data.tradeIn) {
    const v = data.tradeIn;
    heading(t.tradeInVehicle);
    row([v.year, v.make, v.model].filter((x) => x !== null).join(' '), '');
    row(t.vin, v.vin);
    if (v.kilometres !== null) row(t.km, kilometres(v.kilometres, lang));
    row(t.tradeInValue, m(d.tradeIn.value));
    row(t.tradeInOwed, m(d.tradeIn.balanceOwed));
    row(t.equity, d.tradeIn.equity < 0 ? minus(-d.tradeIn.equity) : m(d.tradeIn.equity));
  }

  heading(t.settlement);
  if (!lease) {
    row(t.totalPrice, m(d.totalPrice));
    if (d.tradeIn) {
      row(t.tradeInValue, minus(d.tradeIn.value));
      if (d.tradeIn.balanceOwed > 0) row(t.tradeInOwed, m(d.tradeIn.balanceOwed));
    }
    bold(true);
    row(t.amountDue, m(d.amountDue));
    bold(false);
    if (d.equitySurplus > 0) row(t.surplus, m(d.equitySurplus));
    row(t.depositApplied, minus(d.depositApplied));
    if (d.depositRefunded > 0) row(t.depositRefunded, m(d.depositRefunded));
    if (d.method === 'cash') {
      bold(true);
      row(t.cashBalance, m(d.balanceAtDelivery));
      bold(false);
    } else if (d.downPaymentApplied > 0) row(t.downPayment, minus(d.downPaymentApplied));
  } else {
    row(t.grossCap, m(lease.grossCapitalizedCost));
    row(t.capReduction, minus(lease.capitalizedCostReduction));
    bold(true);
    row(t.capitalizedCost, m(lease.capitalizedCost));
    bold(false);
    if (d.downPaymentApplied > 0) row(t.downPayment, m(d.downPaymentApplied));
  }
  if (d.refund > 0) {
    bold(true);
    row(lease ? t.leaseRefund : t.refundTotal, m(d.refund));
    bold(false);
  }

  heading(d.method === 'cash' ? t.payment : t.creditDisclosure);
  row(d.method === 'cash' ? t.cash : d.method === 'finance' ? t.finance : t.lease, '');
  const f = d.finance;
  if (f) {
    bold(true);
    row(t.apr, percent(f.apr, lang));
    bold(false);
    row(t.interestRate, percent(f.ratePercent, lang));
    row(t.term, `${f.termMonths} ${t.months}`);
    row(t.payments, t.paymentsOf(f.numberOfPayments, t.frequency[f.frequency] ?? ''));
    row(t.regularPayment, m(f.payment));
    row(t.finalPayment, m(f.finalPayment));
    row(t.amountFinanced, m(f.amountFinanced));
    if (f.interestFreeAmount > 0) row(`  ${t.interestFree}`, m(f.interestFreeAmount));
    bold(true);
    row(t.costOfBorrowing, m(f.costOfBorrowing));
    bold(false);
    row(t.totalOfPayments, m(f.totalOfPayments));
    row(t.totalObligation, m(f.totalObligation));
  }
  if (lease) {
    row(t.rate, percent(lease.ratePercent, lang));
    row(t.term, `${lease.termMonths} ${t.months}`);
    row(t.beforeTax, m(lease.paymentBeforeTax));
    for (const tax of lease.taxes) row(`${taxLabel(tax)} ${t.taxOnPayment}`, m(tax.amount));
    row(t.payments, t.paymentsOf(lease.numberOfPayments, t.frequency[lease.frequency] ?? ''));
    row(`${t.perPeriod} (${t.frequency[lease.frequency] ?? ''})`, m(lease.payment));
    row(t.residual, `${m(lease.residual)} (${percent(lease.residualPercent, lang)})`);
    row(t.allowance, kilometres(lease.kilometresPerYear, lang));
    row(t.excessKm, m(lease.excessKmCharge));
    row(t.rentCharges, m(lease.costOfBorrowing));
    row(t.totalOfPayments, m(lease.totalOfPayments));
    row(t.totalObligation, m(lease.totalObligation));
    row(t.leaseTaxNote, '');
  }
  if (d.method !== 'cash') row(t.creditClause, '');
}
