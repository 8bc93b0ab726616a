import { inflateSync } from 'node:zlib';
import sharp from 'sharp';
import { contractLanguages, renderContract, type ContractData } from './contract-pdf';

async function data(languages: ContractData['languages'], over: Partial<ContractData> = {}): Promise<ContractData> {
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
    payment: { method: 'finance', termMonths: 60, ratePercent: 4.99, frequency: 52, payment: 15_234, downPayment: 0, lease: null },
    protectionPlan: { nameEn: 'Essential', nameFr: 'Essentiel', coverageMonths: 36, coverageKm: 60_000 },
    delivery: { method: 'delivery', date: '2026-03-05', touchless: false, address: '10 boul. Le Carrefour, Laval QC H7T 1C8' },
    signature,
    ...over,
  };
}

/** The text a PDF shows: pdfkit writes each line as TJ arrays of WinAnsi hex strings in Flate streams. */
function pdfText(pdf: Buffer): string {
  const lines: string[] = [];
  const raw = pdf.toString('latin1');
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1], 'latin1')).toString('latin1');
    } catch {
      continue; // an image
    }
    for (const tj of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      const hex = [...tj[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => h[1]).join('');
      lines.push(Buffer.from(hex, 'hex').toString('latin1'));
    }
  }
  return lines.join('\n');
}

const lease: ContractData['payment'] = {
  method: 'lease', termMonths: 48, ratePercent: 5.99, frequency: 12, payment: 61_234, downPayment: 300_000,
  lease: {
    capitalizedCost: 2_724_400, refund: 0, paymentBeforeTax: 53_258, taxes: [{ name: 'GST', percent: 5, amount: 2_663 }, { name: 'QST', percent: 9.975, amount: 5_313 }],
    residual: { value: 48, amount: 1_391_760 }, kilometresPerYear: 20_000, excessKmCharge: 12,
  },
};

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

  it('in French, names the taxes TPS and TVQ, the VIN NIV, and writes amounts the French way', async () => {
    const text = pdfText(await renderContract(await data(['fr'])));
    expect(text).toContain('TPS (5 %)');
    expect(text).toContain('TVQ (9,975 %)');
    expect(text).toContain('NIV');
    expect(text).toContain('28 995,00 $');
    expect(text).toContain('35 060,48 $');
    expect(text).toContain('4,99 %');
    expect(text).not.toMatch(/\b(GST|QST|HST|VIN)\b/);
    expect(text).not.toMatch(/\$\d/);
    expect(text).toContain('Adresse de livraison: 10 boul. Le Carrefour, Laval QC H7T 1C8');
    const ontario = pdfText(await renderContract(await data(['fr'], { prices: { ...(await data(['fr'])).prices, taxes: [{ name: 'HST', percent: 13, amount: 396_422 }] } })));
    expect(ontario).toContain('TVH (13 %)');
  });

  it('a lease taxes each payment, not the price, and states the residual, the allowance and the charge per extra km', async () => {
    const fr = pdfText(await renderContract(await data(['fr'], { payment: lease })));
    expect(fr).not.toContain('304 178');
    expect(fr).not.toContain('TPS (5 %)\n');
    expect(fr).toContain('TPS (5 %) par paiement');
    expect(fr).toContain('TVQ (9,975 %) par paiement');
    expect(fr).toContain('Valeur résiduelle');
    expect(fr).toContain('13 917,60 $ (48 %)');
    expect(fr).toContain('20 000 km');
    expect(fr).toContain('0,12 $');
    const en = pdfText(await renderContract(await data(['en'], { payment: lease })));
    expect(en).toContain('GST (5 %) per payment');
    expect(en).toContain('Residual value');
    expect(en).toContain('$13,917.60 (48 %)');
    expect(en).toContain('Kilometres allowed per year');
    expect(en).toContain('Charge per kilometre over the allowance');
    expect(en).not.toContain('Balance');
    expect(en).not.toContain('Equity refunded');
  });

  it('a lease whose trade-in equity would go below the residual states the refunded equity (ADR 0021)', async () => {
    const capped = { ...lease, lease: { ...lease.lease!, capitalizedCost: 1_391_760, refund: 450_000 } };
    const en = pdfText(await renderContract(await data(['en'], { payment: capped })));
    expect(en).toContain('Equity refunded to the buyer (the lease cannot go below its residual)\n$4,500.00');
    const fr = pdfText(await renderContract(await data(['fr'], { payment: capped })));
    expect(fr).toContain('4 500,00 $');
    expect(fr).toContain('Équité remboursée');
  });
});
