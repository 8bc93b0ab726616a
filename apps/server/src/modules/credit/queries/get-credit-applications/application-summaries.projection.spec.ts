import type { CreditApplicationEvent } from '@marketplace/domain';
import { evolveApplicationSummary } from './application-summaries.projection';
import { evolveApplicationDetails } from '../get-credit-application-details/application-details.projection';

const ID = '6f1c1a52-5d0e-4c44-9d7e-2a8f0b3c4d5e';
const T0 = '2026-03-02T15:00:00.000Z';
const events: CreditApplicationEvent[] = [
  { type: 'CreditApplicationStarted', data: { applicationId: ID, ownerId: 'alice', source: 'wizard', startedAt: T0 } },
  { type: 'CreditPageSaved', data: { page: 'personal-information', answer: { $sealed: 'pv1.x.y' }, sin: { $sealed: 'pv1.a.b' }, facts: {}, savedAt: T0 } },
  { type: 'CreditApplicationSubmitted', data: { submittedAt: T0 } },
  {
    type: 'CreditDecided',
    data: { outcome: 'refused', score: 640, band: 'fair', bureau: 'simulated', tier: null, lenderIds: [], approvedAmount: null, indicativeRate: null, factors: { $sealed: 'pv1.f.g' }, decidedAt: T0 },
  },
  { type: 'HumanReviewRequested', data: { reason: null, requestedAt: T0 } },
];

describe('credit projections (pure evolve)', () => {
  it('summarises an application for the lists and the review queue, without personal values', () => {
    const row = events.reduce((r, e, i) => evolveApplicationSummary(r, e, i + 1), null as ReturnType<typeof evolveApplicationSummary>);
    expect(row).toEqual({
      id: ID, ownerId: 'alice', status: 'decided', startedAt: T0, outcome: 'refused', score: 640, band: 'fair', decidedAt: T0,
      review: 'requested', reviewRequestedAt: T0, coApplicant: false, version: 5,
    });
  });

  it('says an application is joint, and keeps its co-applicant sealed with their own key (ADR 0063)', () => {
    const sealed = { $sealed: 'pv1.c.d', $subject: `alice/co-applicant/${ID}` };
    const joint: CreditApplicationEvent[] = [
      events[0],
      { type: 'CoApplicantAdded', data: { coApplicant: sealed, consent: { noticeVersion: '2026-01', givenAt: T0 }, addedAt: T0 } },
      ...events.slice(1),
    ];
    expect(joint.reduce((r, e, i) => evolveApplicationSummary(r, e, i + 1), null as ReturnType<typeof evolveApplicationSummary>)).toMatchObject({ coApplicant: true });
    expect(joint.reduce((r, e, i) => evolveApplicationDetails(r, e, i + 1), null as ReturnType<typeof evolveApplicationDetails>)).toMatchObject({ coApplicant: sealed });
  });

  it("counts a person's answer to a file the bureau could not answer as its decision, made when answered", () => {
    const T1 = '2026-03-03T09:30:00.000Z';
    const unanswered: CreditApplicationEvent[] = [
      ...events.slice(0, 3),
      { type: 'HumanReviewRequested', data: { reason: null, requestedAt: T0, cause: 'bureau_unavailable' } },
      { type: 'HumanReviewAnswered', data: { reviewerId: 'admin', outcome: 'congratulations', message: 'Approved.', answeredAt: T1 } },
    ];
    const summary = unanswered.reduce((r, e, i) => evolveApplicationSummary(r, e, i + 1), null as ReturnType<typeof evolveApplicationSummary>);
    expect(summary).toMatchObject({ status: 'decided', outcome: 'congratulations', score: null, band: null, decidedAt: T1, review: 'answered' });
    const details = unanswered.reduce((r, e, i) => evolveApplicationDetails(r, e, i + 1), null as ReturnType<typeof evolveApplicationDetails>);
    expect(details).toMatchObject({ status: 'decided', decision: null, review: { status: 'answered', outcome: 'congratulations', answeredAt: T1 } });
    // A review of a decision already made changes the outcome, not when the file was decided.
    const reviewed = [...events, { ...unanswered[4], data: { ...unanswered[4].data, outcome: 'refused' } } as CreditApplicationEvent];
    expect(reviewed.reduce((r, e, i) => evolveApplicationSummary(r, e, i + 1), null as ReturnType<typeof evolveApplicationSummary>)).toMatchObject({ decidedAt: T0 });
  });

  it('keeps the sealed answers and knows a SIN was given, and ignores an event delivered twice', () => {
    const row = events.slice(0, 2).reduce((r, e, i) => evolveApplicationDetails(r, e, i + 1), null as ReturnType<typeof evolveApplicationDetails>)!;
    expect(row.answers).toEqual({ 'personal-information': { $sealed: 'pv1.x.y' } });
    expect(row.sinProvided).toBe(true);
    expect(evolveApplicationDetails(row, events[2], 2)).toBe(row);
  });
});
