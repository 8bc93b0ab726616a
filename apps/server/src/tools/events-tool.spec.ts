import { InMemoryEventStore } from '../platform/event-store/in-memory-event-store';
import { Expected } from '../platform/event-store/event-store.port';
import { eventsStream, parseStreamOptions, rebuildSummary, resolveProjectionName } from './events-tool';

const meta = { eventId: '', correlationId: 'c1', causationId: null, actor: 'u1', impersonator: null, brand: null, occurredAt: '2026-01-01T00:00:00.000Z' };
const counter = { prefix: 'counter-', initialState: 0, evolve: (s: number, e: { data: { n: number } }) => s + e.data.n };

async function store() {
  const s = new InMemoryEventStore();
  await s.appendToStream('counter-1', [1, 2, 3].map((n) => ({ type: 'Added', data: { n }, metadata: { ...meta, eventId: `e${n}` } })), Expected.noStream);
  return s;
}

describe('events tool', () => {
  it('prints JSON with --json, with the state at a version', async () => {
    const answer = await eventsStream(await store(), [counter], 'counter-1', parseStreamOptions(['--json', '--at', '2']));
    expect(answer.exitCode).toBe(0);
    const parsed = JSON.parse(answer.lines.join('\n'));
    expect(parsed).toMatchObject({ streamId: 'counter-1', version: 3, at: 2, state: 3 });
    expect(parsed.events.map((e: { type: string }) => e.type)).toEqual(['Added', 'Added']);
  });

  it('says a version past the last is past it and exits non-zero', async () => {
    const answer = await eventsStream(await store(), [counter], 'counter-1', parseStreamOptions(['--at', '9']));
    expect(answer.exitCode).not.toBe(0);
    expect(answer.lines.join('\n')).toMatch(/version 9 is past its last version \(3\)/);
  });

  it('takes a projection by its short name when only one has it', () => {
    const known = ['dealer.leads', 'dealer.companies', 'purchase.emails', 'garage.emails'];
    expect(resolveProjectionName('leads', known)).toBe('dealer.leads');
    expect(resolveProjectionName('dealer.leads', known)).toBe('dealer.leads');
    expect(resolveProjectionName('emails', known)).toBe('emails');
  });

  it('reports a real rate for a sub-second rebuild', () => {
    expect(rebuildSummary('p', 500, 250_000_000n)).toBe('rebuilt p: 500 events in 250.0 ms (2000 events/s)');
    expect(rebuildSummary('p', 0, 0n)).toMatch(/\(0 events\/s\)/);
  });
});
