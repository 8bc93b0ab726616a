import { vehicleStreamId } from '@marketplace/domain';
import { Client } from '../../support/http-client';
import { pollUntil } from '../../support/poll';
import {
  completeFormSteps, expectProblem, GPS_PHOTO, payDeposit, startPurchase, startPurchaseServer, streamTypes, vehiclesOfDealer, type PurchaseTestServer,
} from './support';

const LOCK_EXPIRY = 'purchase.lock-expiry';

describe('vehicle lock: 100 buyers racing for one vehicle', () => {
  let t: PurchaseTestServer;
  let buyers: Awaited<ReturnType<PurchaseTestServer['buyers']>>;

  beforeAll(async () => {
    t = await startPurchaseServer({}, { vehicles: 30 });
    buyers = await t.buyers(100);
  });
  afterAll(() => t?.stop());

  it('20 runs: exactly one winner each run, the other 99 get 409 purchase.vehicle_locked, no 5xx', async () => {
    expect(t.vehicleIds.length).toBeGreaterThanOrEqual(20);
    for (let run = 0; run < 20; run++) {
      const vehicleId = t.vehicleIds[run];
      const answers = await Promise.all(buyers.map((b) => b.client.get(`/buy-online/vehicle-timer/set/${vehicleId}`)));
      const winners = answers.filter((a) => a.status === 200);
      const losers = answers.filter((a) => a.status === 409);
      expect(answers.filter((a) => a.status >= 500)).toEqual([]);
      expect(winners).toHaveLength(1);
      expect(losers).toHaveLength(99);
      for (const l of losers) expect(l.body.code).toBe('purchase.vehicle_locked');
      expect(winners[0].body).toMatchObject({ status: 'locked', holder: 'me', vehicleId });
      expect(Date.parse(winners[0].body.expiresAt) - Date.parse(winners[0].body.serverTime)).toBeGreaterThan(29 * 60_000);
      // One lock on the stream, whatever the crowd.
      expect((await streamTypes(t.server, vehicleStreamId(vehicleId))).filter((type) => type === 'VehicleLocked')).toHaveLength(1);
      // The winner lets it go: this race is about one vehicle.
      const winner = buyers[answers.indexOf(winners[0])];
      expect((await winner.client.get(`/buy-online/vehicle-timer/delete/${vehicleId}`)).status).toBe(200);
    }
  });

  it('the listing shows the vehicle locked, then available once its holder releases it', async () => {
    const vehicleId = t.vehicleIds[25];
    const [alice, bob] = buyers;
    expect((await alice.client.get(`/buy-online/vehicle-timer/set/${vehicleId}`)).status).toBe(200);
    await t.waitForProjections();
    expect((await alice.client.get(`/catalog/vehicles/${vehicleId}`)).body.status).toBe('locked');

    // Only the holder may expand or release.
    expectProblem(await bob.client.get(`/buy-online/vehicle-timer/expand/${vehicleId}`), 403, 'purchase.lock_not_held');
    expectProblem(await bob.client.get(`/buy-online/vehicle-timer/delete/${vehicleId}`), 403, 'purchase.lock_not_held');
    expect((await bob.client.get(`/buy-online/vehicle-timer/check/${vehicleId}`)).body).toMatchObject({ status: 'locked', holder: 'other' });

    const released = await alice.client.get(`/buy-online/vehicle-timer/delete/${vehicleId}`);
    expect(released.body).toMatchObject({ status: 'available', holder: null, expiresAt: null });
    await t.waitForProjections();
    expect((await alice.client.get(`/catalog/vehicles/${vehicleId}`)).body.status).toBe('available');
    expect((await bob.client.get(`/buy-online/vehicle-timer/set/${vehicleId}`)).body).toMatchObject({ holder: 'me' });
  });

  it('a buyer locks one vehicle at most 3 times a day: the 4th answers 409 purchase.relock_limit with when to try again', async () => {
    const vehicleId = t.vehicleIds[27];
    const { client } = await t.buyer();
    for (let i = 0; i < 3; i++) {
      expect((await client.get(`/buy-online/vehicle-timer/set/${vehicleId}`)).body).toMatchObject({ holder: 'me' });
      expect((await client.get(`/buy-online/vehicle-timer/delete/${vehicleId}`)).status).toBe(200);
    }
    const refused = await client.get(`/buy-online/vehicle-timer/set/${vehicleId}`);
    expectProblem(refused, 409, 'purchase.relock_limit');
    expect(refused.body.retryAfterSeconds).toBeGreaterThan(23 * 3600);
    expect((await buyers[3].client.get(`/buy-online/vehicle-timer/set/${vehicleId}`)).body).toMatchObject({ holder: 'me' });
  });

  it('a buyer holds at most 3 vehicles at once, even asking for 6 at once; a release or a refused lock frees a place', async () => {
    const six = [20, 21, 22, 23, 24, 28].map((i) => t.vehicleIds[i]);
    const { client } = await t.buyer();
    const answers = await Promise.all(six.map((id) => client.get(`/buy-online/vehicle-timer/set/${id}`)));
    const held = six.filter((_, i) => answers[i].status === 200);
    expect(held).toHaveLength(3);
    for (const refused of answers.filter((a) => a.status !== 200)) {
      expectProblem(refused, 409, 'purchase.live_lock_limit');
      expect(refused.body.retryAfterSeconds).toBeGreaterThan(29 * 60);
      // The six requests read the clock apart: a lock taken a few ms after a refused request read its own clock ends
      // 30 minutes and those ms after it, which rounds up to 1,801 s.
      expect(refused.body.retryAfterSeconds).toBeLessThanOrEqual(30 * 60 + 1);
    }
    const waiting = six.filter((id) => !held.includes(id));
    // Setting a vehicle already held again is no fourth.
    expect((await client.get(`/buy-online/vehicle-timer/set/${held[0]}`)).body).toMatchObject({ holder: 'me' });
    // Someone else's lock refuses and takes no place; letting one go gives the place to the next.
    const other = t.vehicleIds[29];
    expect((await buyers[5].client.get(`/buy-online/vehicle-timer/set/${other}`)).status).toBe(200);
    // At the limit, the answer says why this vehicle cannot be had: it is someone else's, whatever the limit.
    expectProblem(await client.get(`/buy-online/vehicle-timer/set/${other}`), 409, 'purchase.vehicle_locked');
    expect((await client.get(`/buy-online/vehicle-timer/delete/${held[0]}`)).status).toBe(200);
    expectProblem(await client.get(`/buy-online/vehicle-timer/set/${other}`), 409, 'purchase.vehicle_locked');
    expect((await client.get(`/buy-online/vehicle-timer/set/${waiting[0]}`)).body).toMatchObject({ holder: 'me' });
    expectProblem(await client.get(`/buy-online/vehicle-timer/set/${waiting[1]}`), 409, 'purchase.live_lock_limit');
    for (const id of [...held.slice(1), waiting[0]]) expect((await client.get(`/buy-online/vehicle-timer/delete/${id}`)).status).toBe(200);
    expect((await buyers[5].client.get(`/buy-online/vehicle-timer/delete/${other}`)).status).toBe(200);
  });

  it('expands by 15 minutes once on request, then refuses a second with purchase.lock_extension_limit (issue #17 item 4)', async () => {
    const vehicleId = t.vehicleIds[26];
    const carol = buyers[2];
    const set = await carol.client.get(`/buy-online/vehicle-timer/set/${vehicleId}`);
    expect(set.body).toMatchObject({ extensionsUsed: 0, maxExtensions: 1 });
    const first = await carol.client.get(`/buy-online/vehicle-timer/expand/${vehicleId}`);
    expect(Date.parse(first.body.expiresAt) - Date.parse(set.body.expiresAt)).toBe(15 * 60_000);
    expect(first.body).toMatchObject({ extensionsUsed: 1, maxExtensions: 1 });
    expectProblem(await carol.client.get(`/buy-online/vehicle-timer/expand/${vehicleId}`), 422, 'purchase.lock_extension_limit');
    const check = await carol.client.get(`/buy-online/vehicle-timer/check/${vehicleId}`);
    expect(check.body.expiresAt).toBe(first.body.expiresAt);
  });

  it('refuses anonymous callers and bad ids', async () => {
    const anonymous = new Client(t.server);
    expectProblem(await anonymous.get(`/buy-online/vehicle-timer/set/${t.vehicleIds[0]}`), 401, 'auth.unauthenticated');
    const bad = await buyers[0].client.get('/buy-online/vehicle-timer/set/not-a-uuid');
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].path).toBe('params.id');
    expectProblem(await buyers[0].client.get('/buy-online/vehicle-timer/set/00000000-0000-4000-8000-000000000000'), 404, 'purchase.vehicle_not_found');
  });
});

/** A Redis database of its own for this file's BullMQ queue (the queue name is fixed by the platform). */
const redisDb = 8 + Math.floor(Math.random() * 7);
const REDIS_URL = `${(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379').replace(/\/\d*$/, '')}/${redisDb}`;

describe.each([
  ['reconciler only (no Redis)', {}],
  // The reconciler runs once a minute here: only BullMQ's wake-ups can expire the locks in time.
  ['BullMQ wake-ups (Redis)', { REDIS_URL, TIMER_RECONCILE_MS: '60000' }],
])('vehicle lock: expiry by timer, %s (short lock from configuration)', (_label, redisEnv) => {
  let t: PurchaseTestServer;

  beforeAll(async () => {
    // 2.4-second locks, 6-second extensions.
    t = await startPurchaseServer({ LOCK_MINUTES: '0.04', LOCK_EXTENSION_MINUTES: '0.1', ...redisEnv }, { vehicles: 6 });
  });
  afterAll(() => t?.stop());

  it('an expired lock frees the vehicle in the listing', async () => {
    const vehicleId = t.vehicleIds[0];
    const { client } = await t.buyer();
    const set = await client.get(`/buy-online/vehicle-timer/set/${vehicleId}`);
    expect(set.status).toBe(200);
    await t.waitForProjections();
    expect((await client.get(`/catalog/vehicles/${vehicleId}`)).body.status).toBe('locked');

    await pollUntil(async () => (await streamTypes(t.server, vehicleStreamId(vehicleId))).includes('LockExpired'));
    expect(Date.now()).toBeGreaterThanOrEqual(Date.parse(set.body.expiresAt));
    await t.waitForProjections();
    expect((await client.get(`/catalog/vehicles/${vehicleId}`)).body.status).toBe('available');
    expect((await client.get(`/buy-online/vehicle-timer/check/${vehicleId}`)).body).toMatchObject({ status: 'available', holder: null });
    expectProblem(await client.get(`/buy-online/vehicle-timer/expand/${vehicleId}`), 409, 'purchase.lock_expired');
  });

  it('a stale timer after an expand does nothing; the new one expires the lock at the new time', async () => {
    const vehicleId = t.vehicleIds[1];
    const { client } = await t.buyer();
    const set = await client.get(`/buy-online/vehicle-timer/set/${vehicleId}`);
    await t.waitForProjections();
    const first = await t.server.infra.db.selectFrom('platform.deadlines').selectAll().where('kind', '=', LOCK_EXPIRY).where('key', '=', vehicleId).executeTakeFirstOrThrow();
    const expanded = await client.get(`/buy-online/vehicle-timer/expand/${vehicleId}`);
    expect(Date.parse(expanded.body.expiresAt) - Date.parse(set.body.expiresAt)).toBe(6_000);
    await t.waitForProjections();
    const second = await t.server.infra.db.selectFrom('platform.deadlines').selectAll().where('kind', '=', LOCK_EXPIRY).where('key', '=', vehicleId).executeTakeFirstOrThrow();
    expect(Number(second.version)).toBeGreaterThan(Number(first.version));

    // Past the first expiry: the old wake-up is stale for the timer service...
    await pollUntil(async () => Date.now() > Date.parse(set.body.expiresAt) + 300);
    expect(await t.server.infra.timers.fire(LOCK_EXPIRY, vehicleId, Number(first.version))).toBe('stale');
    // ...and even if its handler ran anyway (a lost lease, a replayed job), the decider appends nothing.
    const before = await streamTypes(t.server, vehicleStreamId(vehicleId));
    const { LockExpiryTimer } = await import('../../../apps/server/src/modules/purchase/process/purchase-deadlines/lock-expiry.timer');
    await t.server.app.get(LockExpiryTimer, { strict: false }).fire({ kind: LOCK_EXPIRY, key: vehicleId, version: Number(first.version), dueAt: new Date(first.due_at), payload: { vehicleId } });
    expect(await streamTypes(t.server, vehicleStreamId(vehicleId))).toEqual(before);
    expect((await client.get(`/buy-online/vehicle-timer/check/${vehicleId}`)).body).toMatchObject({ status: 'locked', holder: 'me' });

    // The extension's own deadline expires it.
    await pollUntil(async () => (await streamTypes(t.server, vehicleStreamId(vehicleId))).includes('LockExpired'));
    expect(Date.now()).toBeGreaterThanOrEqual(Date.parse(expanded.body.expiresAt));
    expect((await streamTypes(t.server, vehicleStreamId(vehicleId))).filter((e) => e === 'LockExpired')).toHaveLength(1);
  });

  it('a lapsed lock gives way to the next buyer at once, even before its timer fired', async () => {
    const vehicleId = t.vehicleIds[2];
    const a = await t.buyer();
    const b = await t.buyer();
    const set = await a.client.get(`/buy-online/vehicle-timer/set/${vehicleId}`);
    await pollUntil(async () => Date.now() > Date.parse(set.body.expiresAt));
    const taken = await b.client.get(`/buy-online/vehicle-timer/set/${vehicleId}`);
    expect(taken.status).toBe(200);
    expect(taken.body.holder).toBe('me');
  });
});

describe('vehicle lock: the live-lock limit after a deposit (ADR 0047: a reservation takes no place)', () => {
  let t: PurchaseTestServer;

  beforeAll(async () => {
    t = await startPurchaseServer({}, { vehicles: 12 });
  });
  afterAll(() => t?.stop());

  it('a buyer holding 3 vehicles who pays the deposit on one may hold another at once; locks still count', async () => {
    const [bought] = await vehiclesOfDealer(t.server, 1);
    const others = t.vehicleIds.filter((id) => id !== bought).slice(0, 4);
    const { client } = await t.buyer();
    const set = (vehicleId: string) => client.get(`/buy-online/vehicle-timer/set/${vehicleId}`);
    const { transactionId } = await startPurchase(client, bought);
    for (const id of others.slice(0, 2)) expect((await set(id)).body).toMatchObject({ holder: 'me' });
    expectProblem(await set(others[2]), 409, 'purchase.live_lock_limit');

    await completeFormSteps(client, transactionId, GPS_PHOTO);
    await payDeposit(client, transactionId);
    await pollUntil(async () => (await streamTypes(t.server, vehicleStreamId(bought))).includes('VehicleReserved'), 30_000, { what: 'the vehicle reserved' });
    // The lock turned into the reservation gives its place back (its 30 minutes are far from over).
    await pollUntil(async () => (await set(others[2])).status === 200, 15_000, { what: 'a fourth vehicle held' });
    expect((await client.get(`/buy-online/vehicle-timer/check/${bought}`)).body).toMatchObject({ status: 'reserved', holder: 'me' });
    // Three live locks again: the next one is refused.
    expectProblem(await set(others[3]), 409, 'purchase.live_lock_limit');
  });
});
