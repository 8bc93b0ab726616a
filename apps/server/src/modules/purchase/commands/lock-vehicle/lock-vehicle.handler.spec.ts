import { PurchaseErrors, UserType, vehicleStreamId } from '@marketplace/domain';
import { EventSourcedCommands } from '../../../../platform/commands/event-sourced-commands';
import { Expected } from '../../../../platform/event-store/event-store.port';
import { InMemoryEventStore } from '../../../../platform/event-store/in-memory-event-store';
import { eventMetadata, type RequestContext, systemContext } from '../../../../platform/http/request-context';
import { MemoryLeaseLimiter } from '../../../../platform/rate-limit/lease-limiter';
import { PurchaseSettings } from '../../purchase.settings';
import { LiveLockLimit } from '../../streams/live-lock-limit';
import { VehicleHoldFolds } from '../../streams/vehicle-hold-folds';
import { VehicleHoldStream } from '../../streams/vehicle-hold-stream';
import { LockVehicleCommand } from './lock-vehicle.command';
import { LockVehicleHandler } from './lock-vehicle.handler';
import type { AccessActivity } from '../../personal-data/access-activity';

const NOW = new Date('2026-03-01T12:00:00Z');
const ctx = systemContext(NOW);
const vehicles = ['v-1', 'v-2', 'v-3'];

/** The lock handler over the real decider and an in-memory store, the leases in memory, a limit of two vehicles. */
async function setUp() {
  const store = new InMemoryEventStore();
  for (const vehicleId of vehicles) {
    await store.appendToStream(vehicleStreamId(vehicleId), [{ type: 'VehicleListed', data: { vehicleId, status: 'available' }, metadata: eventMetadata(ctx) }], Expected.noStream);
  }
  const leases = new MemoryLeaseLimiter();
  const claims: string[] = [];
  const watched = {
    claim: (...args: Parameters<MemoryLeaseLimiter['claim']>) => (claims.push(args[1]), leases.claim(...args)),
    release: (key: string, member: string) => leases.release(key, member),
  };
  const settings = new PurchaseSettings({ LOCK_MINUTES: 30, LOCK_EXTENSION_MINUTES: 15, LIVE_LOCKS_PER_BUYER: 2 });
  const holds = new VehicleHoldStream(new EventSourcedCommands(store), new VehicleHoldFolds());
  // The lock's address is kept in PostgreSQL (the integration tests read it); none here.
  const activity = { record: async () => undefined } as unknown as AccessActivity;
  const handler = new LockVehicleHandler(holds, settings, new LiveLockLimit(watched, settings), activity);
  const as = (userId: string): RequestContext => ({
    ...ctx, principal: { sessionId: `s-${userId}`, userId, userTypeId: UserType.Regular, impersonatorId: null, emailVerified: true, active: true },
  });
  const lock = async (userId: string, vehicleId: string) => {
    await handler.execute(new LockVehicleCommand(vehicleId, as(userId)));
    return { state: await holds.load(vehicleId) };
  };
  /** The places a buyer takes now: one fewer than the smallest limit that grants a probe (which ends at once and takes no place). */
  const live = async (userId: string) => {
    for (let n = 0; ; n++) if ((await leases.claim(`purchase.live-locks:${userId}`, 'probe', NOW.getTime(), NOW.getTime(), n + 1)).granted) return n;
  };
  return { lock, claims, live };
}

describe('LockVehicleHandler: load, decide, lease, append (a place per vehicle a buyer holds, claimed only by a new lock)', () => {
  it('claims a place for each new lock, until the limit refuses a third before anything is appended', async () => {
    const { lock, claims, live } = await setUp();
    await lock('ann', 'v-1');
    await lock('ann', 'v-2');
    await expect(lock('ann', 'v-3')).rejects.toMatchObject({ code: PurchaseErrors.liveLockLimit(2, NOW.toISOString(), NOW.toISOString()).code });
    expect(claims).toEqual(['v-1', 'v-2', 'v-3']);
    expect(await live('ann')).toBe(2);
    // Nothing was appended for the refused one: another buyer locks it.
    expect((await lock('bob', 'v-3')).state.lock?.holderId).toBe('bob');
  });

  it('neither a refused lock nor the holder setting theirs again touches the leases', async () => {
    const { lock, claims, live } = await setUp();
    await lock('bob', 'v-1');
    claims.length = 0;
    await expect(lock('ann', 'v-1')).rejects.toMatchObject({ code: PurchaseErrors.vehicleLocked().code });
    await lock('bob', 'v-1');
    expect(claims).toEqual([]);
    expect(await live('ann')).toBe(0);
    expect(await live('bob')).toBe(1);
  });

  it('gives the place back when the claim was made on an attempt that lost the race', async () => {
    const { lock, claims, live } = await setUp();
    const [ann, bob] = await Promise.allSettled([lock('ann', 'v-1'), lock('bob', 'v-1')]);
    // Both decided on the same version and claimed; one append won, the other's retry found the vehicle locked.
    expect(claims).toEqual(['v-1', 'v-1']);
    const won = ann.status === 'fulfilled' ? 'ann' : 'bob';
    const lost = won === 'ann' ? 'bob' : 'ann';
    expect([ann, bob].find((r) => r.status === 'rejected')).toMatchObject({ reason: { code: PurchaseErrors.vehicleLocked().code } });
    expect(await live(won)).toBe(1);
    expect(await live(lost)).toBe(0);
  });
});
