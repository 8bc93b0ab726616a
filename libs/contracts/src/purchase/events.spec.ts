import { DepositPaidV1, LeadSubmittedV1, purchaseIntegrationEvents, TransactionStartedV1 } from './events';

const vehicle = { vehicleId: 'veh-1', companyId: 2, year: 2021, make: 'Honda', model: 'Civic' };
const envelope = {
  eventId: '2f1b6c1e-8d0a-5b7c-9e3f-1a2b3c4d5e6f', version: 1, occurredAt: '2026-11-20T12:00:00.000Z', correlationId: 'c-1', causationId: 'e-1',
  brand: null,
};
const transactionId = '0b8e7a52-4f7c-4d2a-9a4e-3c1d2e3f4a5b';

describe('purchase integration events', () => {
  it('are all versioned purchase.<event>.v1 and hold the events dealers need', () => {
    expect(purchaseIntegrationEvents.types.every((t) => /^purchase\.[a-z-]+\.v1$/.test(t))).toBe(true);
    expect(purchaseIntegrationEvents.types).toEqual(expect.arrayContaining([
      'purchase.transaction-started.v1', 'purchase.step-saved.v1', 'purchase.deposit-paid.v1', 'purchase.deposit-refunded.v1',
      'purchase.contract-signed.v1', 'purchase.lead-submitted.v1',
    ]));
  });

  it('parse a deposit paid with its amount in cents, and refuse a fraction of a cent', () => {
    const paid = { ...envelope, type: DepositPaidV1.type, data: { transactionId, customerUserId: 'u-1', vehicle, amount: 25_000, currency: 'cad' } };
    expect(purchaseIntegrationEvents.parse(paid)).toEqual(paid);
    expect(() => purchaseIntegrationEvents.parse({ ...paid, data: { ...paid.data, amount: 250.5 } })).toThrow();
  });

  it.each([
    ['a buyer name', { firstName: 'Marie' }],
    ['a date of birth', { dateOfBirth: '1990-01-01' }],
    ['a SIN', { sin: '046454286' }],
    ['an address', { address: { line1: '1 rue Sainte-Catherine' } }],
  ])('have no room for personal data: a transaction started with %s is refused', (_what, personal) => {
    const started = {
      ...envelope, type: TransactionStartedV1.type,
      data: { transactionId, customerUserId: 'u-1', vehicle, trim: 'EX', price: 2_500_000, startedAt: '2026-11-20T12:00:00.000Z', ...personal },
    };
    expect(() => purchaseIntegrationEvents.parse(started)).toThrow();
  });

  it('publish a lead without its message (only whether there was one)', () => {
    const lead = { ...envelope, type: LeadSubmittedV1.type, data: { leadId: transactionId, customerUserId: 'u-1', transactionId: null, vehicle, kind: 'call_back', hasMessage: true } };
    expect(purchaseIntegrationEvents.parse(lead)).toEqual(lead);
    expect(() => purchaseIntegrationEvents.parse({ ...lead, data: { ...lead.data, message: 'Call me at 514 555-0000' } })).toThrow();
  });
});
