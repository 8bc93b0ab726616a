import { setImmediate as nextTurn } from 'node:timers/promises';
import { AppendQueue, type PendingAppend } from './append-queue';
import { Expected, type ExpectedVersion, type NewEvent } from './event-store.port';

const event = (): NewEvent => ({
  type: 'E', data: {}, metadata: { eventId: 'e', correlationId: 'c', causationId: null, actor: null, impersonator: null, brand: null, occurredAt: '' },
});

const pending = (streamId: string): PendingAppend => ({
  streamId, events: [event()], expected: Expected.noStream, alone: false, resolve: () => undefined, reject: () => undefined,
});

/** A queue whose statements are held until the test lets them return, recording what each carried. */
function queue(inFlight: number, limits: { appendsPerBatch?: number; eventsPerBatch?: number } = {}) {
  const sent: { streams: string[]; finish: () => void }[] = [];
  const q = new AppendQueue({ inFlight, appendsPerBatch: limits.appendsPerBatch ?? 100, eventsPerBatch: limits.eventsPerBatch ?? 1000 },
    (appends: readonly PendingAppend[]) => new Promise<void>((done) => {
      sent.push({
        streams: appends.map((a) => a.streamId),
        finish: () => {
          for (const a of appends) a.resolve({ nextExpectedVersion: 1, position: { transactionId: '1', position: '1' }, duplicate: false });
          done();
        },
      });
    }));
  const append = (stream: string, expected: ExpectedVersion = Expected.noStream, events = 1) =>
    q.submit(stream, Array.from({ length: events }, event), expected);
  return { q, sent, append, streams: () => sent.map((s) => s.streams) };
}

describe('AppendQueue', () => {
  it('sends an append at once, alone, when nothing is in flight', () => {
    const { sent, append } = queue(2);
    void append('a');
    expect(sent.map((s) => s.streams)).toEqual([['a']]);
  });

  it('sends the appends that arrive while a statement is in flight together, in a free slot, at the end of the turn', async () => {
    const { append, streams } = queue(2);
    void append('a');
    void append('b');
    void append('c');
    expect(streams()).toEqual([['a']]);
    await nextTurn();
    expect(streams()).toEqual([['a'], ['b', 'c']]);
  });

  it('holds appends while every slot is busy and sends them when one returns, shared evenly between the free slots', async () => {
    const { sent, append, streams } = queue(2);
    void append('a');
    await nextTurn();
    void append('b');
    await nextTurn();
    for (const s of ['c', 'd', 'e', 'f', 'g']) void append(s);
    await nextTurn();
    expect(streams()).toEqual([['a'], ['b']]);
    sent[0].finish();
    sent[1].finish();
    await nextTurn();
    await nextTurn();
    expect(streams().slice(2)).toEqual([['c', 'd', 'e'], ['f', 'g']]);
  });

  it('answers each caller of a batch', async () => {
    const { sent, append } = queue(1);
    void append('a');
    const results = [append('b'), append('c')];
    sent[0].finish();
    await nextTurn();
    await nextTurn();
    sent[1].finish();
    await expect(Promise.all(results)).resolves.toHaveLength(2);
  });

  it('never puts two appends to one stream in a batch, nor a stream that a statement in flight holds', async () => {
    const { sent, append, streams } = queue(2);
    void append('x');
    void append('a', Expected.exact(1));
    void append('b');
    await nextTurn();
    expect(streams()).toEqual([['x'], ['a', 'b']]);
    void append('a', Expected.exact(2)); // 'a' is in the batch on the wire: it waits for it
    void append('c');
    sent[0].finish();
    await nextTurn();
    await nextTurn();
    expect(streams()[2]).toEqual(['c']);
    void append('c', Expected.exact(1));
    sent[1].finish();
    await nextTurn();
    await nextTurn();
    expect(streams()[3]).toEqual(['a']);
  });

  it('sends an `any` append and a large one in statements of their own', async () => {
    const { sent, append, streams } = queue(1, { eventsPerBatch: 10 });
    void append('x');
    void append('a');
    void append('b', Expected.any);
    void append('c');
    void append('d', Expected.noStream, 6);
    void append('e');
    sent[0].finish();
    await nextTurn();
    await nextTurn();
    expect(streams()[1]).toEqual(['a', 'c', 'e']);
    for (let i = 1; i <= 2; i++) {
      sent[i].finish();
      await nextTurn();
      await nextTurn();
    }
    expect(streams().slice(2)).toEqual([['b'], ['d']]);
  });

  it('caps a batch at its number of appends and of events', async () => {
    const { sent, append, streams } = queue(1, { appendsPerBatch: 3, eventsPerBatch: 10 });
    void append('x');
    for (const s of ['a', 'b', 'c', 'd']) void append(s);
    sent[0].finish();
    await nextTurn();
    await nextTurn();
    expect(streams()[1]).toEqual(['a', 'b', 'c']);
    const big = queue(1, { eventsPerBatch: 10 });
    void big.append('x');
    void big.append('a', Expected.noStream, 4);
    void big.append('b', Expected.noStream, 4);
    void big.append('c', Expected.noStream, 4);
    big.sent[0].finish();
    await nextTurn();
    await nextTurn();
    expect(big.streams()[1]).toEqual(['a', 'b']);
  });

  it('sends a refused batch again one append at a time, ahead of the appends that came after it', async () => {
    const { q, sent, append, streams } = queue(1);
    void append('x');
    void append('a');
    void append('b');
    sent[0].finish();
    await nextTurn();
    await nextTurn();
    expect(streams()[1]).toEqual(['a', 'b']);
    void append('c');
    void append('d');
    const refused = sent[1];
    // What the store does when PostgreSQL refuses a batch: the appends go back, then the statement's slot frees.
    q.retryAlone([pending('a'), pending('b')]);
    refused.finish();
    for (let i = 2; i <= 3; i++) {
      await nextTurn();
      await nextTurn();
      sent[i].finish();
    }
    await nextTurn();
    await nextTurn();
    expect(streams().slice(2)).toEqual([['a'], ['b'], ['c', 'd']]);
  });

  it('answers every caller of a statement that failed unexpectedly', async () => {
    const q = new AppendQueue({ inFlight: 1, appendsPerBatch: 100, eventsPerBatch: 1000 }, () => Promise.reject(new Error('boom')));
    await expect(q.submit('a', [event()], Expected.noStream)).rejects.toThrow('boom');
  });
});
