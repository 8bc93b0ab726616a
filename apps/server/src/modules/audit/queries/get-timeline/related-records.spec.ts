import { mergeByTime, recordsMatching, RECORD_STREAMS, type TimelineRecord } from './related-records';

const at = (minute: number) => new Date(Date.UTC(2026, 11, 6, 15, minute)).toISOString();
const event = (id: string, minute: number) => ({ id, recordedAt: at(minute) });
const record = (id: string, minute: number) => ({ id, recordedAt: at(minute) });

describe('records merged into a timeline page (ADR 0087)', () => {
  it('puts each record before the first event recorded after it, an event of the same instant first', () => {
    const merged = mergeByTime([event('e1', 1), event('e2', 3), event('e3', 5)], [record('r0', 0), record('r3', 3), record('r4', 4), record('r9', 9)], { after: null, through: null });
    expect(merged.map((r) => r.id)).toEqual(['r0', 'e1', 'e2', 'r3', 'r4', 'e3', 'r9']);
  });

  it("takes only the records of the page's span: after the previous page's last event, up to this page's last", () => {
    const bounds = { after: new Date(at(2)), through: new Date(at(5)) };
    const merged = mergeByTime([event('e3', 3), event('e5', 5)], [record('r1', 1), record('r2', 2), record('r4', 4), record('r5', 5), record('r6', 6)], bounds);
    expect(merged.map((r) => r.id)).toEqual(['e3', 'r4', 'e5', 'r5']);
  });

  it('shows the records alone when no event is on the page (a record stream picked)', () => {
    expect(mergeByTime([], [record('r1', 1), record('r2', 2)], { after: null, through: null }).map((r) => r.id)).toEqual(['r1', 'r2']);
  });

  it('filters records by stream and type; an actor filter leaves them all out', () => {
    const r = (streamId: string, type: TimelineRecord['type']): TimelineRecord => ({
      source: 'email', streamId, position: `${streamId}:${type}`, type, at: new Date(at(1)), correlationId: 'c', summary: { kind: 'record.email-sent', values: {} }, paymentId: null,
    });
    const all = [r(RECORD_STREAMS.email, 'EmailSent'), r(RECORD_STREAMS.stripe, 'StripeEventReceived')];
    expect(recordsMatching(all, { stream: RECORD_STREAMS.stripe }).map((x) => x.type)).toEqual(['StripeEventReceived']);
    expect(recordsMatching(all, { type: 'EmailSent' }).map((x) => x.streamId)).toEqual([RECORD_STREAMS.email]);
    expect(recordsMatching(all, { stream: 'purchase-1' })).toEqual([]);
    expect(recordsMatching(all, { actor: 'u-1' })).toEqual([]);
    expect(recordsMatching(all, {})).toHaveLength(2);
  });
});
