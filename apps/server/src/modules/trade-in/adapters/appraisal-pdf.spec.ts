import { initialTradeInState, type TradeInState } from '@marketplace/domain';
import { renderAppraisalPdf } from './appraisal-pdf';

const state: TradeInState = {
  ...initialTradeInState, status: 'appraised', tradeInId: '3f1c2b8e-6a4d-4c1e-9b7a-2d5e8f0a1b2c', userId: 'u', flow: 'standalone',
  vehicle: { vin: '2HGFE2F50SH000001', year: 2025, makeId: 2, make: 'Honda', modelId: 201, model: 'Civic', trimId: 2011, trim: 'LX' },
  basic: { mileage: 30_000, color: 'Blue', transmission: 'CVT', drivetrain: 'FWD', fuelType: 'gasoline', engine: '2.0L', province: 'QC' },
  offer: {
    value: 2_000_000, priceLow: 1_900_000, priceHigh: 2_100_000, baseDiscountedPrice: null, equipmentAdjustedPrice: null, reasons: [],
    appraisedAt: '2026-11-20T12:00:00.000Z', expiresAt: '2026-11-27T12:00:00.000Z', source: 'model', basis: null,
  },
};

describe('appraisal PDF', () => {
  it('renders a two-page (French and English) PDF', async () => {
    const pdf = await renderAppraisalPdf(state, 'fr', 'Shopitrade');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(2);
  });
});
