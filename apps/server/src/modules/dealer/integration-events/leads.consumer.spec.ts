import { ContractSignedV1, LeadSubmittedV1 } from '@marketplace/contracts';
import { leadRow, type LeadSource } from './leads.consumer';

const vehicle = { vehicleId: 'veh-7', companyId: 3, year: 2022, make: 'Mazda', model: 'CX-5' };
const base = { version: 1, occurredAt: '2026-11-20T12:00:00.000Z', correlationId: 'c-1', causationId: 'e-1', brand: 'finance' };
const transactionId = '0b8e7a52-4f7c-4d2a-9a4e-3c1d2e3f4a5b';

describe('dealer lead rows', () => {
  it('turn a purchase fact into a lead of its kind, at the time it happened', () => {
    const signed = {
      ...base, eventId: '11111111-1111-5111-8111-111111111111', type: ContractSignedV1.type,
      data: { transactionId, customerUserId: 'u-1', vehicle, total: 3_000_000, deposit: 25_000 },
    } as LeadSource;
    expect(leadRow(signed)).toEqual({
      event_id: signed.eventId, kind: 'contract_signed', transaction_id: transactionId, lead_id: null, vehicle_id: 'veh-7', user_id: 'u-1',
      company_id: 3, year: 2022, make: 'Mazda', model: 'CX-5', has_message: false, brand: 'finance', created_at: '2026-11-20T12:00:00.000Z',
    });
  });

  it('turn a sent lead into lead_<kind>, keeping whether it had a message', () => {
    const lead = {
      ...base, eventId: '22222222-2222-5222-8222-222222222222', type: LeadSubmittedV1.type,
      data: { leadId: transactionId, customerUserId: 'u-2', transactionId: null, vehicle, kind: 'test_drive', hasMessage: true },
    } as LeadSource;
    expect(leadRow(lead)).toMatchObject({ kind: 'lead_test_drive', lead_id: transactionId, transaction_id: null, has_message: true, user_id: 'u-2' });
  });
});
