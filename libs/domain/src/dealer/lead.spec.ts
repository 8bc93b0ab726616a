import { evolveLead, nextLeadStatus, type Lead, type LeadFact, type LeadMilestone } from './lead';

const vehicle = { vehicleId: 'veh-1', year: 2023, make: 'Honda', model: 'Civic' };
let n = 0;
const fact = (milestone: LeadMilestone, over: Partial<LeadFact> = {}): LeadFact => ({
  eventId: `e-${++n}`, leadId: 'tx-1', type: 'buy_online', milestone, event: `purchase.${milestone}.v1`, at: `2026-11-2${n % 10}T10:00:00.000Z`,
  companyId: 1, customerUserId: 'u-1', vehicle, brand: null, ...over,
});
const fold = (facts: LeadFact[]) => facts.reduce<Lead | null>(evolveLead, null)!;

describe('a lead', () => {
  it('is new when the customer starts, then follows contact, deposit and signature', () => {
    const facts = [fact('started'), fact('contacted'), fact('deposit'), fact('signed')];
    expect(facts.map((_, i) => fold(facts.slice(0, i + 1)).status)).toEqual(['new', 'contacted', 'deposit', 'signed']);
    expect(fold(facts).timeline.map((e) => e.milestone)).toEqual(['started', 'contacted', 'deposit', 'signed']);
  });

  it('never moves back: a message after the deposit keeps it at deposit; signed and lost are final', () => {
    expect(fold([fact('started'), fact('deposit'), fact('contacted')]).status).toBe('deposit');
    expect(fold([fact('started'), fact('signed'), fact('lost')]).status).toBe('signed');
    expect(fold([fact('started'), fact('lost'), fact('deposit')]).status).toBe('lost');
  });

  it('is lost when the customer cancels before signing', () => {
    expect(fold([fact('started'), fact('deposit'), fact('lost')]).status).toBe('lost');
  });

  it('ignores a fact delivered twice', () => {
    const started = fact('started');
    const deposit = fact('deposit');
    expect(fold([started, deposit, deposit])).toEqual(fold([started, deposit]));
  });

  it('starts at the first fact seen (a standalone message is a lead already contacted)', () => {
    const lead = fold([fact('contacted', { leadId: 'lead-9', companyId: 3 })]);
    expect(lead).toMatchObject({ leadId: 'lead-9', status: 'contacted', companyId: 3, createdAt: lead.updatedAt });
  });

  it('status moves only forward', () => {
    expect(nextLeadStatus('contacted', 'started')).toBe('contacted');
    expect(nextLeadStatus('new', 'signed')).toBe('signed');
  });
});
