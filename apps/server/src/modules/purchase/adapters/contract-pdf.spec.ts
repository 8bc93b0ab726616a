import { pdfLines as pdfText } from '../../../../../../tests/support/pdf-text';
import sharp from 'sharp';
import { computeDeal, taxesFor, type DealInput } from '@marketplace/domain';
import { contractLanguages, renderContract, type ContractData } from './contract-pdf';

const QC = taxesFor('QC', { on: '2026-03-02' });
const FINANCE: DealInput = {
  province: 'QC', taxes: QC, productPrice: 2_899_500, protectionPlanPrice: 149_900, deliveryPrice: 0, vehicleCondition: 'used', tradeIn: null,
  deposit: 25_000, method: 'finance', downPayment: 0, termMonths: 60, ratePercent: 4.99, frequency: 52, lease: null,
};
const LEASE: DealInput = {
  ...FINANCE, method: 'lease', termMonths: 48, ratePercent: 5.99, frequency: 12, downPayment: 300_000,
  lease: { residual: 1_391_760, residualPercent: 48, kilometresPerYear: 20_000, excessKmCharge: 12 },
};

async function data(languages: ContractData['languages'], over: Partial<ContractData> = {}): Promise<ContractData> {
  const signature = await sharp({ create: { width: 300, height: 100, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } }).png().toBuffer();
  return {
    transactionId: 'c1a1b2c3-0000-4000-8000-000000000001', signedAt: '2026-03-02T15:00:00.000Z', languages,
    dealer: { name: 'Auto Boulevard Montréal', city: 'Montréal', province: 'QC' },
    buyer: { name: 'Marie Tremblay', companyName: null, address: '1 rue Sainte-Catherine O, Montréal QC H2X 1Y4', phone: '514 555-1234' },
    coApplicant: null,
    vehicle: { year: 2024, make: 'Honda', model: 'Civic', trim: 'Sport', vin: '1HGCM82633A004352', kilometres: 12_345, condition: 'used' },
    deal: computeDeal(FINANCE),
    tradeIn: null,
    protectionPlan: { nameEn: 'Essential', nameFr: 'Essentiel', coverageMonths: 36, coverageKm: 60_000 },
    delivery: { method: 'delivery', date: '2026-03-05', touchless: false, address: '10 boul. Le Carrefour, Laval QC H7T 1C8' },
    signature,
    ...over,
  };
}


const money = (cents: number, locale: 'fr-CA' | 'en-CA') => new Intl.NumberFormat(locale, { style: 'currency', currency: 'CAD' }).format(cents / 100).replace(/[\u202f\u00a0]/g, ' ');

describe('contract PDF', () => {
  it('French first for a Quebec address; the buyer language otherwise', () => {
    expect(contractLanguages('QC', 'en-ca')).toEqual(['fr', 'en']);
    expect(contractLanguages('QC', 'fr-ca')).toEqual(['fr']);
    expect(contractLanguages('ON', 'en-ca')).toEqual(['en']);
    expect(contractLanguages('ON', 'fr-ca')).toEqual(['fr']);
  });

  it('renders a PDF with one section per language, French first', async () => {
    const pdf = await renderContract(await data(['fr', 'en']));
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdf.toString('latin1');
    // The disclosure makes each language's section longer than a page: French first, then English.
    expect(Number(/\/Count (\d+)/.exec(text)![1])).toBeGreaterThanOrEqual(2);
    const shown = pdfText(pdf);
    expect(shown.indexOf('Contrat d')).toBe(0);
    expect(shown.indexOf('Vehicle purchase agreement')).toBeGreaterThan(0);
    expect(text).toContain('/Lang (fr-CA)');
  });

  it('in French, names the taxes TPS and TVQ, the VIN NIV, and writes amounts the French way', async () => {
    const text = pdfText(await renderContract(await data(['fr'])));
    expect(text).toContain('TPS (5 %) sur 30 494,00 $');
    expect(text).toContain('TVQ (9,975 %)');
    expect(text).toContain('NIV');
    expect(text).toContain('28 995,00 $');
    expect(text).toContain('35 060,48 $');
    expect(text).toContain('4,99 %');
    expect(text).not.toMatch(/\b(GST|QST|HST|VIN)\b/);
    expect(text).not.toMatch(/\$\d/);
    expect(text).toContain('Adresse de livraison : 10 boul. Le Carrefour, Laval QC H7T 1C8');
    const ontario = pdfText(await renderContract(await data(['fr'], { deal: computeDeal({ ...FINANCE, province: 'ON', taxes: taxesFor('ON', { on: '2026-03-02' }) }) })));
    expect(ontario).toContain('TVH (13 %)');
  });

  it('discloses the credit: APR, rate, term, payments, amount financed, cost of borrowing, total obligation (each the deal\'s)', async () => {
    const deal = computeDeal(FINANCE);
    const f = deal.finance!;
    const en = pdfText(await renderContract(await data(['en'], { deal })));
    expect(en).toContain(`Annual percentage rate (APR)\n${f.apr.toLocaleString('en-CA')}%`);
    expect(en).toContain('Interest rate (pre-qualified)\n4.99%');
    expect(en).toContain(`Number of payments\n${f.numberOfPayments} (weekly)`);
    expect(en).toContain(`Amount of each payment but the last\n${money(f.payment, 'en-CA')}`);
    expect(en).toContain(`Final payment\n${money(f.finalPayment, 'en-CA')}`);
    expect(en).toContain(`Amount financed\n${money(f.amountFinanced, 'en-CA')}`);
    expect(en).toContain(`Total cost of borrowing\n${money(f.costOfBorrowing, 'en-CA')}`);
    expect(en).toContain(`Total obligation (down payment, deposit and payments)\n${money(f.totalObligation, 'en-CA')}`);
    const fr = pdfText(await renderContract(await data(['fr'], { deal })));
    expect(fr).toContain('Taux annuel du crédit (TAC)');
    expect(fr).toContain(`Frais de crédit totaux\n${money(f.costOfBorrowing, 'fr-CA')}`);
  });

  it('describes the trade-in vehicle and its equity; equity above the purchase is paid to the buyer', async () => {
    const deal = computeDeal({ ...FINANCE, method: 'cash', productPrice: 2_069_000, protectionPlanPrice: 0, tradeIn: { value: 2_190_000, balanceOwed: 0 } });
    const tradeIn = { year: 2021, make: 'Toyota', model: 'RAV4', vin: '2T3P1RFV8MC000001', kilometres: 64_000 };
    const en = pdfText(await renderContract(await data(['en'], { deal, tradeIn })));
    expect(en).toContain('2021 Toyota RAV4');
    expect(en).toContain('2T3P1RFV8MC000001');
    expect(en).toContain('64,000 km');
    expect(en).toContain(`Trade-in equity above the purchase, paid to the buyer\n${money(121_000, 'en-CA')}`);
    expect(en).toContain(`Paid to the buyer at delivery\n${money(146_000, 'en-CA')}`);
    const fr = pdfText(await renderContract(await data(['fr'], { deal, tradeIn })));
    expect(fr).toContain('Véhicule repris');
    expect(fr).toContain('1 210,00 $');
  });

  it('the draft read before signing says it is not signed', async () => {
    const en = pdfText(await renderContract(await data(['en'], { signature: null })));
    expect(en).toContain('DRAFT FOR READING - NOT SIGNED');
  });

  it('a lease taxes each payment, not the price, and states the residual, the allowance and the charge per extra km', async () => {
    const fr = pdfText(await renderContract(await data(['fr'], { deal: computeDeal(LEASE) })));
    expect(fr).not.toContain('TPS (5 %) sur');
    expect(fr).toContain('TPS (5 %) par paiement');
    expect(fr).toContain('TVQ (9,975 %) par paiement');
    expect(fr).toContain('Valeur résiduelle');
    expect(fr).toContain('13 917,60 $ (48 %)');
    expect(fr).toContain('20 000 km');
    expect(fr).toContain('0,12 $');
    const en = pdfText(await renderContract(await data(['en'], { deal: computeDeal(LEASE) })));
    expect(en).toContain('GST (5%) per payment');
    expect(en).toContain('$13,917.60 (48%)');
    expect(en).toContain('Kilometres allowed per year');
    expect(en).toContain('Charge per kilometre over the allowance');
    expect(en).not.toContain('Equity refunded');
  });

  it('a lease whose trade-in equity would go below the residual states the refunded equity (ADR 0021)', async () => {
    const deal = computeDeal({ ...LEASE, tradeIn: { value: 2_500_000, balanceOwed: 0 } });
    expect(deal.refund).toBeGreaterThan(0);
    const en = pdfText(await renderContract(await data(['en'], { deal })));
    expect(en).toContain(`Equity refunded to the buyer (the lease cannot go below its residual)\n${money(deal.refund, 'en-CA')}`);
    const fr = pdfText(await renderContract(await data(['fr'], { deal })));
    expect(fr).toContain('Équité remboursée');
  });

  it('names the co-applicant of a joint credit application among the parties, in each language (ADR 0063)', async () => {
    const text = pdfText(await renderContract(await data(['fr', 'en'], { coApplicant: { name: 'Jean Tremblay', relationship: 'common_law_partner' } })));
    expect(text).toContain('Codemandeur (demande de crédit conjointe)'.replace('é', '\xe9'));
    expect(text).toContain('Co-applicant (joint credit application)');
    expect(text.match(/Jean Tremblay/g)).toHaveLength(2);
    expect(text).toContain('Conjoint de fait');
    expect(text).toContain('Common-law partner');
    expect(pdfText(await renderContract(await data(['en'])))).not.toContain('Co-applicant');
  });
});
