import { writeFileSync } from 'node:fs';
import { transactionStreamId, vehicleStreamId } from '@marketplace/domain';
import { seedCatalogDemo } from '../../apps/server/src/modules/catalog/catalog.public';
import { signedContractFileId } from '../../apps/server/src/modules/purchase/adapters/contract-document';
import { prng } from '../../apps/server/src/modules/catalog/seed/demo-vehicles';
import { CRASH_POINTS, type CrashPoint } from '../../apps/server/src/platform/faults/crash-point';
import { login, registration } from '../api/identity/support';
import { completeFormSteps, finalizeReviewed, GPS_PHOTO, SEED_NOW, signature } from '../api/purchase/support';
import { type ApiResponse, Client } from '../support/http-client';
import { uniqueEmail } from '../support/mailbox';
import { pollUntil, pollUntilEnough } from '../support/poll';
import {
  type PrivatePostgres, type PrivateRedis, serverBuildExists, type ServerProcess, type ServerSpare, spareServerProcess, startPrivatePostgres, startPrivateRedis,
} from '../support/private-services';
import { startTestSmtp, type TestSmtp, unQuotedPrintable } from '../support/smtp';
import { StandIn, startStandInProcess, type StandInProcess } from '../support/stripe-standin';
import { databaseTools } from './support';

/**
 * Issue #47, the chaos suite (ADR 0085): CHAOS_PURCHASES purchases (10 unless said) through the HTTP API of the
 * production build, against a PostgreSQL, a Redis, a Stripe stand-in and an SMTP server this file owns. Each purchase
 * is dealt one kill point from CHAOS_SEED (every point once in each run of CRASH_POINTS.length purchases), armed for
 * its vehicle (CRASH_AT=<point>@<vehicle id>, all purchases' points at once): the server kills itself with SIGKILL
 * when one purchase reaches its point, says which on its stderr, and is started again at once with the points not
 * reached yet. CHAOS_CONCURRENCY buyers (4 unless said) buy at the same
 * time, each their purchases one after another: a kill is one purchase's, and the others resume as a browser would
 * (the request again, the page reloaded). A purchase drawn with the `refund` point pays and leaves: its reservation
 * lapses (RESERVATION_MINUTES) and the refund of its deposit is its kill. At the end the report is printed and
 * asserted: one kill per purchase at its drawn point (a point never reached fails the run, named), no acknowledged
 * write lost, one charge per deposit, no refund twice, no email twice, every vehicle sold to its one signed purchase or
 * available again, every signed contract's PDF stored and recorded once (ADR 0091).
 * CHAOS_REPORT_FILE: where to write the report as JSON too (the bench's figure, `bench/reliability/chaos.bench.ts`).
 */
const PURCHASES = Number(process.env.CHAOS_PURCHASES ?? 10);
const SEED = Number(process.env.CHAOS_SEED ?? Math.floor(Math.random() * 2 ** 31));
/**
 * Buyers at the same time. Each kill stops every purchase in flight for one server start, so a run's time is about one
 * start per purchase plus the purchases' own work divided among the buyers.
 */
const CONCURRENCY = Number(process.env.CHAOS_CONCURRENCY ?? 4);
/**
 * Long enough for a purchase to sign after its deposit across kills and restarts, short enough to lapse in the run. 30 s
 * was too short on a loaded host: a purchase meant to sign lapsed (the report's slowestSigningAfterReservationSeconds).
 */
const RESERVATION_MINUTES = 1;
const KEY = 'sk_test_chaos';
/**
 * Purchases per buyer: all buyers come from 127.0.0.1, and the server lets one address make 20 activation attempts per
 * 15 minutes (identity-throttle.ts). Each attempt counts, an activation sent again after a kill took its answer too, so
 * at most 15 buyers (five purchases each up to 75, seven each for 100): 20 buyers left none to spare. Under 20
 * purchases, fewer each, so that CONCURRENCY buyers buy at once (CI's 10: four buyers of three, not two of five).
 */
const PURCHASES_PER_BUYER = Math.max(Math.ceil(PURCHASES / 15), Math.min(5, Math.ceil(PURCHASES / CONCURRENCY)));
/**
 * How long a restart may take before the run gives up: a server start is seconds on a quiet host and tens of seconds
 * on a loaded one; a wait that spans a kill (the signature's) allows one start on top of its own bound.
 */
const SERVER_START_BOUND_MS = 120_000;
const ACTIVATION_MAIL_WAIT_MS = 30_000;
// Setting up (a PostgreSQL of its own, the catalogue) takes longer than a file's usual 2 minutes on a busy host.
jest.setTimeout(300_000);

let pg: PrivatePostgres;
let redis: PrivateRedis;
let smtp: TestSmtp;
let tools: ReturnType<typeof databaseTools>;
let standInProcess: StandInProcess;
let standIn: StandIn;
let vehicles: string[];

beforeAll(async () => {
  if (!serverBuildExists()) throw new Error('run `npm run build` first: the reliability suite runs the production build');
  pg = await startPrivatePostgres('chaos');
  redis = await startPrivateRedis();
  smtp = await startTestSmtp();
  tools = databaseTools(pg.url);
  await tools.migrate();
  // The purchases' vehicles, known before any server starts: each purchase's point is armed for its vehicle.
  vehicles = (await seedCatalogDemo({ db: tools.db, store: tools.store }, { vehicles: PURCHASES + 5, seed: 47, now: SEED_NOW })).vehicleIds.sort().slice(0, PURCHASES);
  standInProcess = await startStandInProcess({ databaseUrl: pg.url, retryBaseMs: 100 });
  standIn = new StandIn(standInProcess.url, KEY);
});
afterAll(async () => {
  await chaos?.stop();
  await standInProcess?.kill('SIGTERM');
  await smtp?.close();
  await tools?.close();
  await redis?.stop();
  await pg?.destroy();
});

/** The form steps that append (`step-save`): a purchase drawn `step-save` is killed after one of them. */
const SAVED_STEPS = ['personal-details', 'trade-in', 'payment-method'] as const;

/** One purchase's kill: its point and the CRASH_AT spec arming it for its vehicle alone. */
interface KillPlan {
  readonly n: number;
  readonly point: CrashPoint;
  readonly spec: string;
}
interface Kill extends KillPlan {
  /** Since the run's start, ms. */
  readonly at: number;
}

/**
 * Each purchase's point, dealt from the seed (mulberry32: the same seed, the same points). The points are dealt like
 * cards: each run of CRASH_POINTS.length purchases takes every point once, in an order the seed shuffles, so that CI's
 * 10 purchases reach every point (20 drawn at random left some out) and 100 reach each about eleven times.
 */
function drawPlans(vehicles: readonly string[]): KillPlan[] {
  const random = prng(SEED);
  let deck: CrashPoint[] = [];
  return vehicles.map((vehicleId, i) => {
    if (deck.length === 0) deck = shuffled(CRASH_POINTS, random);
    const point = deck.pop()!;
    const subject = point === 'step-save' ? `${vehicleId}/${SAVED_STEPS[Math.floor(random() * SAVED_STEPS.length)]}` : vehicleId;
    return { n: i + 1, point, spec: `${point}@${subject}` };
  });
}

/** A copy of `items` in an order drawn from `random` (Fisher–Yates). */
function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

/**
 * The server of the moment: every process is armed with the points of all purchases not killed yet (each for its own
 * vehicle, so no purchase reaches another's), and started again as soon as it is gone. Buyers reach it through `site`
 * (a restarted server listens on another port).
 */
class Chaos {
  readonly site = { url: '' };
  readonly kills: Kill[] = [];
  /** Ends other than an armed point's SIGKILL (an exit, another signal, a SIGKILL that names no point): none expected. */
  readonly otherEnds: string[] = [];
  private server: ServerProcess | null = null;
  private booting: Promise<void> = Promise.resolve();
  private alive = false;
  private stopping = false;
  private readonly armed: Map<string, KillPlan>;
  private readonly started = Date.now();

  constructor(plans: readonly KillPlan[]) {
    this.armed = new Map(plans.map((p) => [p.spec, p]));
  }

  async start(): Promise<void> {
    this.booting = this.boot();
    await this.booting;
  }

  /** How long each start took (to healthy), ms: most of a run is these. */
  readonly boots: number[] = [];

  /** The armed point a dead process named as reached: that purchase's kill, its point disarmed for the next ones. */
  private killed(signal: NodeJS.Signals | null, reached: string | null) {
    const plan = reached ? this.armed.get(reached) : undefined;
    if (signal === 'SIGKILL' && plan) {
      this.armed.delete(plan.spec);
      this.kills.push({ ...plan, at: Date.now() - this.started });
    } else {
      this.otherEnds.push(`${signal ?? 'exit'}${reached ? ` at ${reached}` : ''}`);
    }
  }

  /** The next server process, its modules loaded while the current one runs (most of a start): started after a kill. */
  private spare: ServerSpare | null = null;
  private readonly spareEnv = {
    DATABASE_URL: pg.url, REDIS_URL: redis.url, TIMER_RECONCILE_MS: '500', STRIPE_STANDIN_URL: standInProcess.url, STRIPE_STANDIN_KEY: KEY,
    // The product's limit of live locks per buyer (3): a buyer's lock gives its place back once their deposit
    // reserved the vehicle (ADR 0088), so their purchases one after another never reach it.
    SMTP_URL: smtp.url, RESERVATION_MINUTES: String(RESERVATION_MINUTES),
  };

  private async boot(): Promise<void> {
    const bootStarted = Date.now();
    const spare = this.spare ?? spareServerProcess(this.spareEnv);
    this.spare = null;
    let server: ServerProcess;
    try {
      server = await spare.start({ CRASH_AT: [...this.armed.keys()].join(',') });
    } catch (error) {
      // A kill point reached before the server answered its first health check (a webhook or a timer due at once).
      const reached = /\(CRASH_AT reached: (.+)\)/.exec(String(error))?.[1] ?? null;
      if (!this.stopping && String(error).includes('SIGKILL')) {
        this.boots.push(Date.now() - bootStarted);
        this.killed('SIGKILL', reached);
        return this.boot();
      }
      throw error;
    }
    this.boots.push(Date.now() - bootStarted);
    if (!this.stopping) this.spare = spareServerProcess(this.spareEnv);
    this.server = server;
    this.site.url = server.url;
    this.alive = true;
    void server.exited.then((signal) => {
      this.alive = false;
      if (this.stopping) return;
      this.killed(signal, server.crashReached);
      this.booting = this.boot();
    });
  }

  /** Resolves once a server answers again (at once when it is up). */
  async up(): Promise<void> {
    await pollUntil(async () => {
      await this.booting;
      return this.alive;
    }, SERVER_START_BOUND_MS, { everyMs: 20, what: 'the server started again' });
  }

  async stop() {
    this.stopping = true;
    await this.booting.catch(() => undefined);
    await this.spare?.kill();
    await this.server?.kill('SIGTERM');
  }
}
let chaos: Chaos;

/** A write the server acknowledged (2xx): its event must be in the store at the end. */
interface Ack {
  readonly what: string;
  readonly streamId: string;
  readonly type: string;
}
const acks: Ack[] = [];
const serverErrors: string[] = [];

/**
 * One request as a browser sends it: a dead server (no answer) or a 5xx is tried again once a server is up; any
 * other answer is returned. A 2xx adds the acknowledged writes `acked` names.
 */
async function send(what: string, call: () => Promise<ApiResponse>, acked: (r: ApiResponse) => Omit<Ack, 'what'>[] = () => []): Promise<ApiResponse> {
  for (let attempt = 1; ; attempt++) {
    const r = await sendOnce(what, call, acked);
    if (r) return r;
    if (attempt >= 30) throw new Error(`${what}: no answer after ${attempt} attempts`);
  }
}

/** One request: its answer below 500, or null (no answer, or a 5xx) once a server is up again, for the caller to reload. */
async function sendOnce(what: string, call: () => Promise<ApiResponse>, acked: (r: ApiResponse) => Omit<Ack, 'what'>[] = () => []): Promise<ApiResponse | null> {
  const r = await call().catch(() => null);
  if (r && r.status < 500) {
    if (r.status < 300) acks.push(...acked(r).map((a) => ({ what, ...a })));
    return r;
  }
  if (r) serverErrors.push(`${what}: ${r.status} ${JSON.stringify(r.body)}`);
  await chaos.up();
  return null;
}

const ok = (r: ApiResponse, what: string) => {
  if (r.status !== 200) throw new Error(`${what}: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body;
};

/** The activation link's token from the SMTP capture (the latest mail the server sent for `email`), or null. */
async function activationToken(email: string, withinMs: number): Promise<string | null> {
  const mail = await pollUntilEnough(
    () => smtp.received.filter((m) => m.to.includes(email) && /\/activate\//.test(unQuotedPrintable(m.raw))).at(-1),
    (m) => m !== undefined, withinMs, { everyMs: 100 },
  );
  return mail ? decodeURIComponent(/\/activate\/([^\s?"<>]+)/.exec(unQuotedPrintable(mail.raw))![1]!) : null;
}

/**
 * A buyer registered over HTTP, activated by the link mailed to them, signed in. Another purchase's kill may take the
 * registration's mail, an answer (the request is sent again), or a session: the buyer signs in again, in a session of
 * its own each time (a second login in one session is refused its CSRF pair), and asks for the mail again until the
 * session says the account is verified, using the newest link (a late first mail can hold a token a second one spent).
 */
async function newBuyer() {
  const client = new Client(chaos.site);
  const email = uniqueEmail('chaos');
  // Sent again after another purchase's kill took its answer: "already taken" (200) means the account is there, since
  // the claim of the email and the user's stream are one append (ADR 0094): a kill leaves both or neither.
  ok(await send('register', () => client.post('/user/register', { query: { languageId: 1 }, body: registration(email) })), 'register');
  // 30 s for each mail: on a loaded host, kills a few seconds apart keep the server down for much of a shorter wait (a
  // 100-purchase run at load 10 failed with no activation mail in 10 + 3 × 15 s).
  let token = await activationToken(email, ACTIVATION_MAIL_WAIT_MS);
  let activated: ApiResponse | null = null;
  const mailAgain: number[] = [];
  for (let attempt = 1; ; attempt++) {
    // An activation sent again after its answer was lost finds the token spent (refused): the session says.
    if (token) activated = await send('activate', () => new Client(chaos.site).post('/user/activate-account', { body: { token } }));
    const signedIn = new Client(chaos.site);
    // Status 0 here (a 200) would be a login refused: its answer is in the error below.
    const loggedIn = await send('login', () => login(signedIn, email));
    ok(loggedIn, 'login');
    const me = await send('current user', () => signedIn.get('/user/current'));
    if (me.status === 200 && me.body.EmailVerified === true) return { client: signedIn, email };
    if (attempt === 4) throw new Error(`${email}: not activated after ${attempt} tries; the last activation's answer ${activated?.status} ${JSON.stringify(activated?.body)}, `
      + `the last login's ${loggedIn.status} ${JSON.stringify(loggedIn.body)}, `
      + `the session's ${me.status} ${JSON.stringify(me.body?.EmailVerified)}, the mail asked again: ${mailAgain.join(', ') || 'never'}, `
      + `${smtp.received.filter((m) => m.to.includes(email)).length} mails received`);
    // A 401 here or above means a kill cut this session: the next try signs in again.
    mailAgain.push((await send('activation mail again', () => signedIn.post('/user/SendVerificationEmail', { query: { languageId: 1 } }))).status);
    token = (await pollUntilEnough(() => activationToken(email, 1_000), (t) => t !== null && t !== token, ACTIVATION_MAIL_WAIT_MS, { everyMs: 200 })) ?? token;
  }
}

type Outcome = 'signed' | 'lapsed';
interface Purchase {
  readonly n: number;
  readonly email: string;
  readonly vehicleId: string;
  readonly transactionId: string;
  readonly intended: Outcome;
  outcome: Outcome | null;
}

/** One purchase to its end as the buyer sees it: signed, or (`lapse`) paid and left for its reservation to lapse. */
async function purchase(n: number, buyer: Awaited<ReturnType<typeof newBuyer>>, vehicleId: string, lapse: boolean): Promise<Purchase> {
  const { client } = buyer;
  const vehicle = vehicleStreamId(vehicleId);
  ok(await send('lock', () => client.get(`/buy-online/vehicle-timer/set/${vehicleId}`), () => [{ streamId: vehicle, type: 'VehicleLocked' }]), 'lock');
  // A reload finds the transaction it started (create-customer-vehicle continues the buyer's unfinished one).
  const started = ok(await send('start', () => client.post('/customers/create-customer-vehicle', { body: { vehicleId } }), (r) => [
    { streamId: transactionStreamId(r.body.transactionId), type: 'TransactionStarted' },
  ]), 'start');
  const transactionId: string = started.transactionId;
  const stream = transactionStreamId(transactionId);
  // The six form steps, each request resent until answered (the steps' own types are checked below).
  const stepsClient = retryingClient(client, stream);
  await completeFormSteps(stepsClient, transactionId, GPS_PHOTO);

  const intent = ok(await send('deposit intent', () => client.post('/finances/stripe-payment-intent', { body: { transactionId } }), () => [
    { streamId: stream, type: 'DepositRequested' },
  ]), 'deposit intent');
  const paid = async () => (await send('payment details', () => client.get('/customers/get-customer-payment-details', { query: { transactionId } }))).body?.paid === true;
  // The card, through the HTTP API only: with no answer, the page is reloaded (the loop) and shows the deposit paid
  // once it is recorded; while it does not, the card is sent again. A card Stripe took before the kill is answered as
  // paid (the server reads the intent from Stripe and records the payment, ADR 0088): any other answer fails the run.
  for (let attempt = 0; !(await paid()); attempt++) {
    if (attempt > 5) throw new Error(`purchase ${n}: the deposit is not shown paid`);
    const card = await sendOnce('card', () => client.post('/finances/test-card-payment', {
      body: { transactionId, paymentIntentId: intent.paymentIntentId, cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' },
    }), () => [{ streamId: stream, type: 'DepositPaid' }]);
    if (card && (card.status !== 200 || card.body.status !== 'succeeded')) throw new Error(`purchase ${n}: card ${card.status} ${JSON.stringify(card.body)}`);
    // Recorded by that answer (a card sent again) or by Stripe's webhook (retried while the server is down).
    await pollUntilEnough(paid, (p) => p, 30_000, { everyMs: 100 });
  }
  const p: Purchase = { n, email: buyer.email, vehicleId, transactionId, intended: lapse ? 'lapsed' : 'signed', outcome: null };
  if (lapse) return p;

  // The signature (refused until the deposit is recorded), then the contract at the reviewed total.
  const drawn = await signature();
  let refused: ApiResponse | null = null;
  await pollUntil(async () => (refused = await send('signature', () => client.post('/revieworder/upload-signature', { body: { transactionId, signature: drawn } }), () => [
    { streamId: stream, type: 'SignatureUploaded' },
  ])).status === 200, SERVER_START_BOUND_MS + 60_000, { everyMs: 100, what: `purchase ${n}: signature accepted` }).catch(async (error: Error) => {
    // Why, and the transaction as stored: a failure names its cause.
    const told = async (id: string) => (await tools.store.readStream(id)).map((e) => `${e.type} ${e.recordedAt.toISOString().slice(11, 23)}`).join(', ');
    throw new Error(`${error.message}; last answer ${refused?.status} ${JSON.stringify(refused?.body)}; transaction: ${await told(stream)}; vehicle: ${await told(vehicle)}`);
  });
  for (;;) {
    const signed = await send('finalize', () => finalizeReviewed(client, transactionId), () => [{ streamId: stream, type: 'ContractSigned' }]);
    if (signed.status === 200) break;
    // Refused: a reload shows whether the contract was signed before the kill (its answer lost), once the restarted
    // server's read tables caught up with it, or why not.
    const details = await pollUntilEnough(
      async () => ok(await send('details', () => client.get('/customers/get-customer-transactions-details', { query: { transactionId } })), 'details'),
      (d) => d.contractSigned === true, 30_000, { everyMs: 200 },
    );
    if (details.contractSigned) break;
    throw new Error(`purchase ${n}: finalize ${signed.status} ${JSON.stringify(signed.body)}; details ${JSON.stringify(details)}`);
  }
  p.outcome = 'signed';
  return p;
}

/** The acknowledged event of each form step. */
const STEP_EVENTS: Record<string, string> = {
  'personal-details': 'PersonalDetailsSaved', 'trade-in': 'TradeInSaved', 'payment-method': 'PaymentMethodSaved',
  '/customers/save-customer-protection-plan': 'ProtectionPlanSaved', '/customers/save-customer-delivery': 'DeliverySaved',
  '/customers/upload-driverslicence': 'DriversLicenseUploaded', '/customers/confirm-customer-drivers-license': 'DriversLicenseConfirmed',
};

/** The buyer's client for the form steps: each POST goes through `send` and records its acknowledged event. */
function retryingClient(client: Client, streamId: string): Client {
  return new Proxy(client, {
    get(target, prop, receiver) {
      if (prop !== 'post') return Reflect.get(target, prop, receiver);
      return (path: string, o: { body?: any }) => {
        const type = STEP_EVENTS[o.body?.step ?? path];
        return send(`step ${o.body?.step ?? path}`, () => target.post(path, o), () => (type ? [{ streamId, type }] : []));
      };
    },
  });
}

const countOf = <T>(items: T[], key: (t: T) => string) => items.reduce((m, t) => m.set(key(t), (m.get(key(t)) ?? 0) + 1), new Map<string, number>());

it(`${PURCHASES} purchases, each with a kill -9 of the server at a point dealt from the seed: nothing acknowledged lost, one charge per deposit, nothing twice`, async () => {
  const started = Date.now();
  console.log(`chaos suite: CHAOS_SEED=${SEED} CHAOS_PURCHASES=${PURCHASES} CHAOS_CONCURRENCY=${CONCURRENCY} (CHAOS_SEED=${SEED} replays the points drawn)`);
  const plans = drawPlans(vehicles);
  chaos = new Chaos(plans);
  await chaos.start();
  await tools.waitCaughtUp();

  // Buyers of PURCHASES_PER_BUYER purchases each, one after another; CONCURRENCY buyers at a time. A purchase drawn
  // `refund` pays and leaves: its reservation lapses and the refund kills the server; the buyer goes on meanwhile.
  const purchases: Purchase[] = [];
  const buyers = Array.from({ length: Math.ceil(PURCHASES / PURCHASES_PER_BUYER) }, (_, b) => plans.slice(b * PURCHASES_PER_BUYER, (b + 1) * PURCHASES_PER_BUYER));
  let nextBuyer = 0;
  const buyerRuns = Array.from({ length: Math.min(CONCURRENCY, buyers.length) }, async () => {
    while (nextBuyer < buyers.length) {
      // A purchase dealt `refund` first: its reservation's minute then lapses while the buyer goes on, not at the end.
      const own = [...buyers[nextBuyer++]!].sort((x, y) => Number(y.point === 'refund') - Number(x.point === 'refund'));
      const buyer = await newBuyer();
      for (const plan of own) purchases.push(await purchase(plan.n, buyer, vehicles[plan.n - 1]!, plan.point === 'refund'));
    }
  });
  await Promise.all(buyerRuns);
  purchases.sort((x, y) => x.n - y.n);

  // The lapsing reservations end and their deposits are refunded (by the timers of whichever server is up).
  // One that never is stays in the report (its outcome null, failing below): the report and the bench's figures first.
  const lapsing = purchases.filter((p) => p.intended === 'lapsed');
  const lapseDeadline = Date.now() + RESERVATION_MINUTES * 60_000 + 120_000;
  for (const p of lapsing) {
    const refundedNow = await pollUntilEnough(async () => {
      await chaos.up();
      const events = await tools.store.readStream(transactionStreamId(p.transactionId));
      return events.some((e) => e.type === 'DepositRefunded');
    }, (done) => done, Math.max(0, lapseDeadline - Date.now()), { everyMs: 250 });
    if (refundedNow) p.outcome = 'lapsed';
  }
  // Each signed contract's PDF: the order-finalization process stores and records it (ADR 0091), whichever server is up.
  const signedPurchases = purchases.filter((p) => p.outcome === 'signed');
  const documented = async (p: Purchase) => (await tools.store.readStream(transactionStreamId(p.transactionId))).some((e) => e.type === 'ContractDocumentStored');
  for (const p of signedPurchases) {
    await pollUntil(async () => {
      await chaos.up();
      return documented(p);
    }, 120_000, { everyMs: 250, what: `purchase ${p.n}: the signed contract's PDF recorded` });
  }
  // Each signed purchase's vehicle sold to it: the settlement timer sells it (purchase.process), whichever server is up.
  // A kill while it ran leaves its lease (30 s) to lapse before the next server fires it again.
  const sold = async (p: Purchase) => (await tools.store.readStream(vehicleStreamId(p.vehicleId))).some((e) => e.type === 'VehicleSold');
  for (const p of signedPurchases) {
    await pollUntil(async () => {
      await chaos.up();
      return sold(p);
    }, 120_000, { everyMs: 250, what: `purchase ${p.n}: its vehicle sold` }).catch(() => undefined); // not sold: in vehicleProblems below
  }
  await chaos.up();
  await standIn.drain();
  await tools.waitCaughtUp();

  // Acknowledged writes: every 2xx answer's event is in the store.
  const streams = new Map<string, string[]>();
  const typesOf = async (id: string) => streams.get(id) ?? streams.set(id, (await tools.store.readStream(id)).map((e) => e.type)).get(id)!;
  const lost: Ack[] = [];
  for (const a of acks) if (!(await typesOf(a.streamId)).includes(a.type)) lost.push(a);

  // Money: the stand-in's captured, succeeded charges against DepositPaid, one per purchase; refunds once.
  const charges: { transactionId: string; intent: string }[] = [];
  const refunds: { intent: string }[] = [];
  const intents = new Set<string>();
  for (const p of purchases) {
    const events = await tools.store.readStream(transactionStreamId(p.transactionId));
    for (const e of events) if ((e.data as any)?.paymentIntentId) intents.add((e.data as any).paymentIntentId);
  }
  for (const intent of intents) {
    const list = await standIn.stripe.charges.list({ payment_intent: intent, limit: 100 });
    charges.push(...list.data.filter((c) => c.captured && c.status === 'succeeded').map((c) => ({ transactionId: c.metadata.transactionId!, intent })));
    refunds.push(...(await standIn.stripe.refunds.list({ payment_intent: intent, limit: 100 })).data.filter((r) => r.status === 'succeeded').map(() => ({ intent })));
  }
  // A charge of an intent the event store never heard of would be a charge no purchase shows.
  const everyCharge = await standIn.stripe.charges.list({ limit: 100 });
  const unknownCharges = everyCharge.data.filter((c) => c.captured && c.status === 'succeeded' && !intents.has(String(c.payment_intent)));
  const chargesByTransaction = countOf(charges, (c) => c.transactionId);
  const depositPaid = new Map<string, number>();
  const depositRefunded = new Map<string, number>();
  for (const p of purchases) {
    const types = await typesOf(transactionStreamId(p.transactionId));
    depositPaid.set(p.transactionId, types.filter((t) => t === 'DepositPaid').length);
    depositRefunded.set(p.transactionId, types.filter((t) => t === 'DepositRefunded').length);
  }
  const doubleCharges = purchases.reduce((sum, p) => sum + Math.max(0, (chargesByTransaction.get(p.transactionId) ?? 0) - 1), 0) + unknownCharges.length;
  const chargesWithoutDepositPaid = purchases.filter((p) => (chargesByTransaction.get(p.transactionId) ?? 0) !== depositPaid.get(p.transactionId));
  const refundsTwice = [...countOf(refunds, (r) => r.intent).values()].filter((k) => k > 1).length
    + [...depositRefunded.values()].filter((k) => k > 1).length;

  // Emails: the SMTP server's capture. Sent twice: one subject sent to a buyer more often than they bought. Apart:
  // one Message-ID received twice, the window ADR 0020 leaves (killed between the SMTP server's acceptance and the
  // ledger's row, by a kill elsewhere in the process): the resend is the same message, which receivers drop.
  const header = (raw: string, name: string) => new RegExp(`^${name}: (.*(?:\\r?\\n[ \\t].*)*)`, 'mi').exec(raw)?.[1]?.replace(/\r?\n[ \t]/g, ' ').trim() ?? '';
  const sameMessage = [...countOf(smtp.received, (m) => `${m.to.join(',')} | ${header(m.raw, 'Message-ID')}`)].filter(([, k]) => k > 1).map(([key]) => key);
  const purchasesOf = countOf(purchases, (p) => p.email);
  // One message per Message-ID: a resend of the same message is the window above, counted apart.
  const distinctMessages = [...new Map(smtp.received.map((m, i) => [`${m.to.join(',')} | ${header(m.raw, 'Message-ID') || i}`, m])).values()];
  const bySubject = countOf(distinctMessages.flatMap((m) => m.to.map((to) => ({ to, subject: header(m.raw, 'Subject') }))), (m) => `${m.to} | ${m.subject}`);
  const moreThanBought = [...bySubject].filter(([key, k]) => k > Math.max(1, purchasesOf.get(key.split(' | ')[0]!) ?? 0)).map(([key, k]) => `${key} ×${k}`);
  const emailsTwice = moreThanBought;

  // Contracts: each signed one has its PDF stored and recorded once, under its one file id (nothing drawn twice).
  const documentProblems: string[] = [];
  for (const p of signedPurchases) {
    const recorded = (await typesOf(transactionStreamId(p.transactionId))).filter((t) => t === 'ContractDocumentStored').length;
    const { rows } = await tools.pool.query<{ file_id: string }>(
      `select file_id from files.private_files where kind = 'contract' and file_id = $1`, [signedContractFileId(p.transactionId)]);
    if (recorded !== 1 || rows.length !== 1) documentProblems.push(`${p.n}: ${recorded} ContractDocumentStored, ${rows.length} stored PDF`);
  }
  const { rows: contractFiles } = await tools.pool.query<{ n: number }>(`select count(*)::int as n from files.private_files where kind = 'contract'`);
  if (contractFiles[0]!.n !== signedPurchases.length) documentProblems.push(`${contractFiles[0]!.n} contract files for ${signedPurchases.length} signed purchases`);

  // Vehicles: each signed purchase's vehicle sold to it; each lapsed one's available again.
  const vehicleProblems: string[] = [];
  for (const p of purchases) {
    const types = await typesOf(vehicleStreamId(p.vehicleId));
    const listing = await tools.db.selectFrom('catalog.vehicle_listings').select('status').where('id', '=', p.vehicleId).executeTakeFirst();
    const signedTransactions = purchases.filter((q) => q.vehicleId === p.vehicleId && q.outcome === 'signed').length;
    if (p.outcome === 'signed' && !(types.includes('VehicleSold') && signedTransactions === 1)) vehicleProblems.push(`${p.n}: signed, vehicle ${types.slice(-3).join(',')}`);
    if (p.outcome === 'lapsed' && listing?.status !== 'available') vehicleProblems.push(`${p.n}: lapsed, vehicle ${listing?.status}`);
  }

  // The margin of the short reservation (RESERVATION_MINUTES): the longest a signed purchase took from its vehicle's
  // reservation to its contract, across kills and restarts. Near the reservation's length, a purchase meant to sign lapses.
  let slowestSigningMs = 0;
  for (const p of signedPurchases) {
    const reserved = (await tools.store.readStream(vehicleStreamId(p.vehicleId))).find((e) => e.type === 'VehicleReserved' && (e.data as any).transactionId === p.transactionId);
    const signed = (await tools.store.readStream(transactionStreamId(p.transactionId))).find((e) => e.type === 'ContractSigned');
    if (reserved && signed) slowestSigningMs = Math.max(slowestSigningMs, signed.recordedAt.getTime() - reserved.recordedAt.getTime());
  }

  const byPoint = Object.fromEntries(CRASH_POINTS.map((point) => [point, chaos.kills.filter((k) => k.point === point).length]));
  const drawnByPoint = Object.fromEntries(CRASH_POINTS.map((point) => [point, plans.filter((p) => p.point === point).length]));
  // A purchase whose drawn point was never reached (a path that skipped it, e.g. a request sent again after another
  // purchase's kill found its work done): named in the report and failing the run, never left out of the count.
  const killed = new Set(chaos.kills.map((k) => k.n));
  const pointsNotReached = plans.filter((p) => !killed.has(p.n)).map((p) => `${p.n}: ${p.point}`);
  const report = {
    seed: SEED, purchases: purchases.length, concurrency: CONCURRENCY, signed: purchases.filter((p) => p.outcome === 'signed').length,
    lapsedAndRefunded: purchases.filter((p) => p.outcome === 'lapsed').length, kills: chaos.kills.length, purchasesWithAKill: killed.size,
    killsByPoint: byPoint, drawnByPoint, pointsNotReached,
    lapsesNotRefunded: purchases.filter((p) => p.intended === 'lapsed' && p.outcome === null).map((p) => `${p.n}: ${p.transactionId}`),
    acknowledgedWrites: acks.length, acknowledgedWritesLost: lost.length, charges: charges.length, depositPaidEvents: [...depositPaid.values()].reduce((a, b) => a + b, 0),
    doubleCharges, refunds: refunds.length, refundsTwice, emails: smtp.received.length, emailsTwice: emailsTwice.length,
    emailsResentWithTheSameMessageId: sameMessage.length, smtpConnectionsReset: smtp.errors.length,
    vehicleProblems: vehicleProblems.length, contractDocumentProblems: documentProblems.length, serverErrorsRetried: serverErrors.length, seconds: Math.round((Date.now() - started) / 1000),
    slowestSigningAfterReservationSeconds: Math.round(slowestSigningMs / 100) / 10, reservationSeconds: RESERVATION_MINUTES * 60,
    serverStarts: chaos.boots.length, serverStartSeconds: Math.round(chaos.boots.reduce((a, b) => a + b, 0) / 1000),
  };
  console.log(`chaos suite report:\n${JSON.stringify(report, null, 2)}${serverErrors.length ? `\n5xx answers retried:\n  ${serverErrors.join('\n  ')}` : ''}`);
  // The bench (bench/reliability/chaos.bench.ts) reads the report, duration included, from this file.
  if (process.env.CHAOS_REPORT_FILE) writeFileSync(process.env.CHAOS_REPORT_FILE, `${JSON.stringify({ ...report, milliseconds: Date.now() - started })}\n`);

  expect({
    lost, chargesWithoutDepositPaid: chargesWithoutDepositPaid.map((p) => p.n), unknownCharges: unknownCharges.map((c) => c.id), emailsTwice, vehicleProblems,
    documentProblems, otherEnds: chaos.otherEnds,
  }).toEqual({ lost: [], chargesWithoutDepositPaid: [], unknownCharges: [], emailsTwice: [], vehicleProblems: [], documentProblems: [], otherEnds: [] });
  expect({ doubleCharges, refundsTwice }).toEqual({ doubleCharges: 0, refundsTwice: 0 });
  if (PURCHASES <= 100) expect(everyCharge.has_more).toBe(false);
  // Every purchase went to its end, each charge is one DepositPaid, every lapsed deposit came back once.
  expect(purchases.map((p) => p.outcome)).toEqual(purchases.map((p) => p.intended));
  expect(report.charges).toBe(PURCHASES);
  expect(report.refunds).toBe(lapsing.length);
  // Each purchase met exactly one kill, at its drawn point: as many kills as purchases, and of each point as drawn.
  expect({ pointsNotReached, kills: chaos.kills.length, killsByPoint: byPoint }).toEqual({ pointsNotReached: [], kills: PURCHASES, killsByPoint: drawnByPoint });
}, 300_000 + PURCHASES * 30_000);
