import { renderPdf } from '../../../platform/pdf/render-pdf';
import { type ContractLanguage, formatLongDate, formatMoney, formatNumber, pdfText } from '@marketplace/domain';

/** What the contract states; money in cents. */
export interface ContractData {
  readonly transactionId: string;
  readonly signedAt: string;
  readonly languages: readonly ContractLanguage[];
  readonly dealer: { readonly name: string; readonly city: string; readonly province: string };
  readonly buyer: {
    readonly name: string;
    readonly companyName: string | null;
    readonly address: string;
    readonly phone: string | null;
  };
  readonly vehicle: { readonly year: number; readonly make: string; readonly model: string; readonly trim: string; readonly vin: string; readonly kilometres: number | null; readonly condition: 'new' | 'used' };
  readonly prices: {
    readonly productPrice: number;
    readonly protectionPlanPrice: number;
    readonly deliveryPrice: number;
    readonly tradeInValue: number;
    readonly tradeInBalanceDue: number;
    readonly includeTradeInValue: boolean;
    readonly subtotal: number;
    readonly taxes: readonly { readonly name: string; readonly percent: number; readonly amount: number }[];
    readonly levies: readonly { readonly name: string; readonly amount: number }[];
    readonly total: number;
    readonly deposit: number;
  };
  readonly payment: {
    readonly method: 'cash' | 'finance' | 'lease';
    readonly termMonths: number | null;
    readonly ratePercent: number | null;
    readonly frequency: number | null;
    readonly payment: number | null;
    readonly downPayment: number;
    /** A lease's terms: taxed on each payment, with its residual and kilometre allowance. */
    readonly lease: {
      readonly capitalizedCost: number;
      /** Reductions above gross − residual, not applied to the lease: refunded (ADR 0021). */
      readonly refund: number;
      readonly paymentBeforeTax: number;
      readonly taxes: readonly { readonly name: string; readonly percent: number; readonly amount: number }[];
      readonly residual: { readonly value: number; readonly amount: number };
      readonly kilometresPerYear: number;
      readonly excessKmCharge: number;
    } | null;
  };
  readonly protectionPlan: { readonly nameEn: string; readonly nameFr: string; readonly coverageMonths: number; readonly coverageKm: number } | null;
  readonly delivery: { readonly method: 'pickup' | 'delivery'; readonly date: string; readonly touchless: boolean; readonly address: string | null } | null;
  /** The drawn signature, PNG. */
  readonly signature: Buffer;
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
    signature: 'Buyer\'s signature', coverage: (m: number, km: number) => `${m} months / ${km.toLocaleString('en-CA')} km`, none: 'None',
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
    signature: 'Signature de l’acheteur', coverage: (m: number, km: number) => `${m} mois / ${km.toLocaleString('fr-CA').replace(/\s/g, ' ')} km`, none: 'Aucun',
  },
} as const;

/** Money for the standard PDF fonts (WinAnsi), the language's way ("25 000,00 $"), by the shared locale formatter (ADR 0060). */
function money(cents: number, lang: ContractLanguage): string {
  return pdfText(formatMoney(cents, lang, { cents: true }));
}

/** A number the language's way ("9,975", "20 000"), for the standard PDF fonts. */
const number = (n: number, lang: ContractLanguage) => pdfText(formatNumber(n, lang));

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
  doc.font('Helvetica').fontSize(9).fillColor('#555').text(`${t.ref} ${data.transactionId} · ${t.date} ${longDate(data.signedAt, lang, data.dealer.province)}`);

  heading(t.dealer);
  row(data.dealer.name, `${data.dealer.city}, ${data.dealer.province}`);
  heading(t.buyer);
  row(data.buyer.companyName ? `${data.buyer.name} (${data.buyer.companyName})` : data.buyer.name, data.buyer.phone ?? '');
  row(data.buyer.address, '');

  heading(t.vehicle);
  const v = data.vehicle;
  row(`${v.year} ${v.make} ${v.model} ${v.trim}`, v.condition === 'new' ? t.conditionNew : t.conditionUsed);
  row(t.vin, v.vin);
  if (v.kilometres !== null) row(t.km, `${number(v.kilometres, lang)} km`);

  heading(t.prices);
  const p = data.prices;
  row(t.product, money(p.productPrice, lang));
  row(`${t.plan}: ${data.protectionPlan ? (lang === 'fr' ? data.protectionPlan.nameFr : data.protectionPlan.nameEn) : t.none}`, money(p.protectionPlanPrice, lang));
  row(t.delivery, money(p.deliveryPrice, lang));
  if (p.includeTradeInValue && p.tradeInValue > 0) row(t.tradeIn, `−${money(p.tradeInValue, lang)}`.replace('−', '-'));
  row(t.subtotal, money(p.subtotal, lang));
  const taxLabel = (tax: { name: string; percent: number }) => `${t.taxNames[tax.name] ?? tax.name} (${number(tax.percent, lang)} %)`;
  const lease = data.payment.method === 'lease' ? data.payment.lease : null;
  // A lease is taxed on each payment (below), not up front.
  if (!lease) for (const tax of p.taxes) row(taxLabel(tax), money(tax.amount, lang));
  for (const levy of p.levies) row(levy.name === 'Luxury tax' ? t.luxuryTax : levy.name, money(levy.amount, lang));
  if (p.includeTradeInValue && p.tradeInBalanceDue > 0) row(t.balanceDue, money(p.tradeInBalanceDue, lang));
  doc.font('Helvetica-Bold');
  if (lease) {
    row(t.deposit, `-${money(p.deposit, lang)}`);
  } else {
    row(t.total, money(p.total, lang));
    row(t.deposit, `-${money(p.deposit, lang)}`);
    row(t.balance, money(p.total - p.deposit, lang));
  }

  heading(t.payment);
  const pay = data.payment;
  const perPeriod = `${t.perPeriod} (${t.frequency[pay.frequency ?? 52] ?? ''})`;
  row(pay.method === 'cash' ? t.cash : pay.method === 'finance' ? t.finance : t.lease, '');
  if (pay.method !== 'cash' && pay.termMonths !== null) {
    row(t.term, `${pay.termMonths} ${t.months}`);
    row(t.rate, `${number(pay.ratePercent ?? 0, lang)} %`);
    if (pay.downPayment > 0) row(t.downPayment, money(pay.downPayment, lang));
    if (lease) {
      row(t.capitalizedCost, money(lease.capitalizedCost, lang));
      if (lease.refund > 0) row(t.leaseRefund, money(lease.refund, lang));
      row(t.beforeTax, money(lease.paymentBeforeTax, lang));
      for (const tax of lease.taxes) row(`${taxLabel(tax)} ${t.taxOnPayment}`, money(tax.amount, lang));
    }
    if (pay.payment !== null) row(perPeriod, money(pay.payment, lang));
    if (lease) {
      row(t.residual, `${money(lease.residual.amount, lang)} (${number(lease.residual.value, lang)} %)`);
      row(t.allowance, `${number(lease.kilometresPerYear, lang)} km`);
      row(t.excessKm, money(lease.excessKmCharge, lang));
      row(t.leaseTaxNote, '');
    }
  }
  if (data.protectionPlan) row(t.plan, t.coverage(data.protectionPlan.coverageMonths, data.protectionPlan.coverageKm));
  if (data.delivery) {
    const when = longDate(data.delivery.date, lang, data.dealer.province);
    row(data.delivery.method === 'pickup' ? `${t.pickup}` : `${t.delivery}${data.delivery.touchless ? ` (${t.touchless})` : ''}`,
      `${data.delivery.method === 'pickup' ? t.pickupOn : t.deliveredOn} ${when}`);
    if (data.delivery.method === 'delivery' && data.delivery.address) row(`${t.deliveryAddress}: ${data.delivery.address}`, '');
  }

  heading(t.terms);
  doc.font('Helvetica').fontSize(8.5).fillColor('#333');
  for (const clause of t.clauses) doc.text(`• ${clause}`, 50, doc.y, { width: 495 }).moveDown(0.2);

  doc.moveDown(0.8).font('Helvetica-Bold').fontSize(9.5).fillColor('#000').text(t.signature, 50);
  const top = doc.y + 4;
  doc.image(data.signature, 50, top, { fit: [220, 80] });
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
