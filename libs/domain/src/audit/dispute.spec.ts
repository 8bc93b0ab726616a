import { type DisputeCommand, disputeDecider, type DisputeEvent, type DisputesState, type StripeDisputeFacts } from './dispute';

const TX = 'tx-1';
const FACTS: StripeDisputeFacts = {
  disputeId: 'du_1', chargeId: 'ch_1', paymentIntentId: 'pi_1', reason: 'fraudulent', amount: 25_000, currency: 'cad', status: 'needs_response',
  evidenceDueBy: '2026-12-13T00:00:00.000Z',
};
const fold = (events: DisputeEvent[]) => events.reduce<DisputesState>((s, e) => disputeDecider.evolve(s, e), disputeDecider.initialState);
const stripe = (id: string, kind: 'created' | 'updated' | 'closed', now: string, f: Partial<StripeDisputeFacts> = {}): DisputeCommand =>
  ({ type: 'ApplyStripeDispute', transactionId: TX, stripeEventId: id, kind, dispute: { ...FACTS, ...f }, now });
const run = (events: DisputeEvent[], command: DisputeCommand) => disputeDecider.decide(command, fold(events));

describe('dispute decider', () => {
  const opened = run([], stripe('evt_1', 'created', '2026-12-06T10:00:00.000Z'));

  it('opens a case from the first event about a dispute, whichever it is', () => {
    expect(opened).toEqual([{ type: 'DisputeOpened', data: { ...FACTS, transactionId: TX, stripeEventId: 'evt_1', openedAt: '2026-12-06T10:00:00.000Z' } }]);
    expect(run([], stripe('evt_9', 'closed', '2026-12-06T10:00:00.000Z', { status: 'lost' })).map((e) => e.type)).toEqual(['DisputeOpened', 'DisputeClosed']);
  });

  it('ignores a redelivery, an older event, an earlier stage and anything after the outcome', () => {
    expect(run(opened, stripe('evt_1', 'updated', '2026-12-06T11:00:00.000Z', { status: 'under_review' }))).toEqual([]);
    expect(run(opened, stripe('evt_2', 'updated', '2026-12-06T09:00:00.000Z', { status: 'under_review' }))).toEqual([]);
    const reviewed = [...opened, ...run(opened, stripe('evt_3', 'updated', '2026-12-06T11:00:00.000Z', { status: 'under_review' }))];
    expect(reviewed.map((e) => e.type)).toEqual(['DisputeOpened', 'DisputeStatusChanged']);
    expect(run(reviewed, stripe('evt_4', 'updated', '2026-12-06T12:00:00.000Z', { status: 'needs_response' }))).toEqual([]);
    const closed = [...reviewed, ...run(reviewed, stripe('evt_5', 'closed', '2026-12-06T13:00:00.000Z', { status: 'won' }))];
    expect(closed.at(-1)).toMatchObject({ type: 'DisputeClosed', data: { outcome: 'won' } });
    expect(run(closed, stripe('evt_6', 'updated', '2026-12-06T14:00:00.000Z', { status: 'lost' }))).toEqual([]);
  });

  it('saves evidence in Stripe text fields only, while the case is open and not submitted', () => {
    const save = (evidence: Record<string, string>): DisputeCommand => ({ type: 'SaveDisputeEvidence', transactionId: TX, disputeId: 'du_1', evidence, now: '2026-12-07T00:00:00.000Z' });
    expect(run(opened, save({ customer_name: ' Marie Tremblay ', uncategorized_text: '' }))).toEqual([{
      type: 'DisputeEvidenceSaved', data: { transactionId: TX, disputeId: 'du_1', evidence: { customer_name: 'Marie Tremblay' }, savedAt: '2026-12-07T00:00:00.000Z' },
    }]);
    expect(() => run(opened, save({ shoe_size: '9' }))).toThrow(expect.objectContaining({ code: 'audit.evidence_field_unknown' }));
    expect(() => run([], save({}))).toThrow(expect.objectContaining({ code: 'audit.no_dispute' }));
    const submitted = [...opened, ...run(opened, {
      type: 'RecordEvidenceSubmitted', transactionId: TX, disputeId: 'du_1', evidence: {}, files: {}, status: 'under_review', now: '2026-12-07T01:00:00.000Z',
    })];
    expect(() => run(submitted, save({}))).toThrow(expect.objectContaining({ code: 'audit.dispute_not_open' }));
  });

  it('reminds once per due date, only while the evidence is still owed', () => {
    const remind = (due = FACTS.evidenceDueBy!): DisputeCommand => ({ type: 'RemindDispute', transactionId: TX, disputeId: 'du_1', evidenceDueBy: due, now: '2026-12-11T00:00:00.000Z' });
    const reminded = [...opened, ...run(opened, remind())];
    expect(reminded.at(-1)?.type).toBe('DisputeReminderDue');
    expect(run(reminded, remind())).toEqual([]);
    expect(run(opened, remind('2026-12-20T00:00:00.000Z'))).toEqual([]);
  });
});
