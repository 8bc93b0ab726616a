import type { RecordedEvent } from '../../../../platform/event-store/event-store.port';
import { evolveDisputeCase } from './dispute-cases.projection';

const T = 'tx-1';
let position = 0;
const event = (streamVersion: number, type: string, data: Record<string, unknown>): RecordedEvent => ({
  streamId: `dispute-${T}`, streamVersion, type, data: { transactionId: T, ...data }, schemaVersion: 1, recordedAt: new Date(`2026-12-0${streamVersion}T12:00:00Z`),
  globalPosition: { transactionId: '1', position: String(++position) },
  metadata: { eventId: `e${streamVersion}`, correlationId: 'c', causationId: 'c', actor: null, impersonator: null, brand: null, occurredAt: '2026-12-01T12:00:00Z' },
} as RecordedEvent);

const opened = (v: number, disputeId: string) => event(v, 'DisputeOpened', {
  disputeId, chargeId: 'ch_1', paymentIntentId: 'pi_1', reason: 'fraudulent', amount: 25_000, currency: 'cad', status: 'needs_response',
  evidenceDueBy: '2026-12-10T00:00:00.000Z', stripeEventId: `evt_${v}`, openedAt: '2026-12-01T12:00:00.000Z',
});

describe('support\'s list of disputes, one row per dispute (ADR 0087)', () => {
  it('folds each dispute of a purchase by the case decider\'s own evolve, apart from the other disputes of its stream', () => {
    const a = [opened(1, 'du_a'), event(3, 'DisputeEvidenceSubmitted', { disputeId: 'du_a', evidence: {}, files: {}, status: 'under_review', submittedAt: '2026-12-03T12:00:00.000Z' })]
      .reduce(evolveDisputeCase, null);
    const b = [opened(2, 'du_b'), event(4, 'DisputeClosed', { disputeId: 'du_b', outcome: 'lost', stripeEventId: 'evt_4', closedAt: '2026-12-04T12:00:00.000Z' })]
      .reduce(evolveDisputeCase, null);
    expect(a).toMatchObject({ transactionId: T, streamVersion: 3, dispute: { disputeId: 'du_a', status: 'under_review', submittedAt: '2026-12-03T12:00:00.000Z', outcome: null } });
    expect(b).toMatchObject({ streamVersion: 4, dispute: { disputeId: 'du_b', status: 'lost', outcome: 'lost' } });
  });

  it('changes nothing for an event delivered twice, or one before the dispute opened', () => {
    const row = evolveDisputeCase(null, opened(1, 'du_a'));
    const changed = evolveDisputeCase(row, event(2, 'DisputeStatusChanged', { disputeId: 'du_a', status: 'needs_response', previousStatus: 'needs_response', evidenceDueBy: '2026-12-05T00:00:00.000Z', stripeEventId: 'evt_2', changedAt: '2026-12-02T12:00:00.000Z' }));
    expect(changed?.dispute.evidenceDueBy).toBe('2026-12-05T00:00:00.000Z');
    expect(evolveDisputeCase(changed, opened(1, 'du_a'))).toBe(changed);
    expect(evolveDisputeCase(changed, event(2, 'DisputeClosed', { disputeId: 'du_a', outcome: 'won', stripeEventId: 'evt_2', closedAt: 'x' }))).toBe(changed);
    expect(evolveDisputeCase(null, event(5, 'DisputeReminderDue', { disputeId: 'du_z', evidenceDueBy: 'x', remindedAt: 'y' }))).toBeNull();
  });
});
