/** A lead's card as get-lead-card answers it (issue #45). */
export function leadCard(over: Record<string, unknown> = {}) {
  return {
    leadId: 'lead-1', version: 0, type: 'buy_online', status: 'new', companyId: 1, customerUserId: 'u1', createdAt: '2026-02-03T10:00:00.000Z',
    customer: { status: 'active', firstName: 'Élodie', lastName: 'Gagnon', email: 'elodie@example.ca', phone: '514 555-0199', language: 'fr-ca', contactMethod: 'phone' },
    message: { kind: 'call_back', text: 'Appelez-moi après 17 h', contactMethod: 'phone', at: '2026-02-03T10:01:00.000Z' },
    vehicle: { year: 2024, make: 'Mazda', model: 'CX-5', vin: null, condition: 'new', price: 3_499_900 },
    tradeIn: null, credit: { band: 'very_good' }, stage: 'new', lostReason: null, assignee: null,
    assignees: [{ userId: 'd1', name: 'Dany Vendeur' }, { userId: 'd2', name: 'Chloé Vendeur' }],
    firstContactAt: null, responseSeconds: null, escalated: false, tasks: [], outbox: { status: 'waiting', attempts: 0, lastError: null, updatedAt: '2026-02-03T10:00:00.000Z' },
    timeline: [{ at: '2026-02-03T10:00:00.000Z', source: 'buyer', event: 'purchase.transaction-started.v1', by: null, detail: null }],
    ...over,
  };
}
