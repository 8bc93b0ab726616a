import sharp from 'sharp';
import { contractLanguages, renderContract, type ContractData } from './contract-pdf';

async function data(languages: ContractData['languages']): Promise<ContractData> {
  const signature = await sharp({ create: { width: 300, height: 100, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } }).png().toBuffer();
  return {
    transactionId: 'c1a1b2c3-0000-4000-8000-000000000001', signedAt: '2026-03-02T15:00:00.000Z', languages,
    dealer: { name: 'Auto Boulevard Montréal', city: 'Montréal', province: 'QC' },
    buyer: { name: 'Marie Tremblay', companyName: null, address: '1 rue Sainte-Catherine O, Montréal QC H2X 1Y4', phone: '514 555-1234' },
    vehicle: { year: 2024, make: 'Honda', model: 'Civic', trim: 'Sport', vin: '1HGCM82633A004352', kilometres: 12_345, condition: 'used' },
    prices: {
      productPrice: 2_899_500, protectionPlanPrice: 149_900, deliveryPrice: 0, tradeInValue: 0, tradeInBalanceDue: 0, includeTradeInValue: false,
      subtotal: 3_049_400, taxes: [{ name: 'GST', percent: 5, amount: 152_470 }, { name: 'QST', percent: 9.975, amount: 304_178 }], levies: [],
      total: 3_506_048, deposit: 25_000,
    },
    payment: { method: 'finance', termMonths: 60, ratePercent: 4.99, frequency: 52, payment: 15_234, downPayment: 0 },
    protectionPlan: { nameEn: 'Essential', nameFr: 'Essentiel', coverageMonths: 36, coverageKm: 60_000 },
    delivery: { method: 'pickup', date: '2026-03-05', touchless: false },
    signature,
  };
}

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
    expect(text).toMatch(/\/Count 2/);
    expect(text).toContain('/Lang (fr-CA)');
  });
});
