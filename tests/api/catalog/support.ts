import { ALL_USER_TYPES, UserType, type UserTypeId } from '@marketplace/domain';
import { seedCatalogDemo, type SeedCatalogResult } from '../../../apps/server/src/modules/catalog/catalog.public';
import { seedDemoCompanies } from '../../../apps/server/src/modules/dealer/dealer.public';
import { userOfType } from '../identity/support';
import { startTestServer, type TestServer } from '../../support/server';

/** A fixed clock for the demo seed, so that listing dates (and the order they give) are the same on every run. */
export const SEED_NOW = new Date('2026-03-01T12:00:00.000Z');
export const SEED = 7;

export interface CatalogTestServer {
  readonly server: TestServer;
  readonly seeded: SeedCatalogResult;
  api(path: string, init?: RequestInit & { session?: string }): Promise<Response>;
  json<T = any>(path: string, init?: RequestInit & { session?: string }): Promise<{ status: number; body: T; headers: Headers }>;
  /** POST/PATCH with the CSRF pair (cookie + header) bound to the session, as the web client sends it. */
  send<T = any>(method: 'POST' | 'PATCH', path: string, body: unknown, session?: string): Promise<{ status: number; body: T }>;
  /** The session token of a real signed-in account of the given user type. */
  session(userTypeId: UserTypeId): string;
  waitForProjections(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Staff routes need a session: one real, activated account per user type, signed in through the identity module's
 * HTTP login (`userOfType`). `session(type)` hands out that account's session token.
 */
async function realSessions(server: TestServer) {
  const tokens = new Map<UserTypeId, string>();
  for (const type of ALL_USER_TYPES) {
    const { client } = await userOfType(server, type);
    tokens.set(type, client.token!);
  }
  return (userTypeId: UserTypeId) => tokens.get(userTypeId)!;
}

function cookieValue(headers: Headers, name: string): string | null {
  const all = headers.getSetCookie();
  for (const c of all) {
    const m = new RegExp(`^${name}=([^;]*)`).exec(c);
    if (m) return m[1];
  }
  return null;
}

export async function startCatalogServer(options: { vehicles?: number; seed?: number } = {}): Promise<CatalogTestServer> {
  const server = await startTestServer();
  const seeded = await seedCatalogDemo({ db: server.infra.db, store: server.infra.store }, {
    vehicles: options.vehicles ?? 150, seed: options.seed ?? SEED, now: SEED_NOW,
  });
  // The catalog's sellers are the dealer context's companies, learnt from their public events (ADR 0025).
  await seedDemoCompanies(server.infra.store);
  await server.infra.projections.waitFor();
  const mint = await realSessions(server);
  const csrfTokens = new Map<string, string>();

  const api = (path: string, init: RequestInit & { session?: string } = {}) => {
    const { session, headers, ...rest } = init;
    const h = new Headers(headers);
    if (session) h.append('cookie', `User.Token=${session}`);
    return fetch(`${server.url}/api${path}`, { ...rest, headers: h });
  };

  const csrfFor = async (session?: string) => {
    const key = session ?? '';
    if (!csrfTokens.has(key)) {
      const res = await api('/health', { session });
      await res.arrayBuffer();
      const token = cookieValue(res.headers, 'XSRF-TOKEN');
      if (!token) throw new Error('no CSRF cookie');
      csrfTokens.set(key, token);
    }
    return csrfTokens.get(key)!;
  };

  return {
    server,
    seeded,
    api,
    async json(path, init) {
      const res = await api(path, init);
      const text = await res.text();
      return { status: res.status, body: text ? JSON.parse(text) : undefined, headers: res.headers };
    },
    async send(method, path, body, session) {
      const token = await csrfFor(session);
      const cookies = [`XSRF-TOKEN=${token}`, ...(session ? [`User.Token=${session}`] : [])].join('; ');
      const res = await fetch(`${server.url}/api${path}`, {
        method,
        headers: { 'content-type': 'application/json', 'x-xsrf-token': token, cookie: cookies },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      });
      const text = await res.text();
      return { status: res.status, body: text ? JSON.parse(text) : undefined };
    },
    session: mint,
    waitForProjections: () => server.infra.projections.waitFor(),
    async stop() {
      // Platform bug (reported): PostgresEventStore.close() releases its LISTEN client but leaves the client's 'error'
      // handler attached; when the test database is then dropped, that handler releases the client a second time and
      // throws "Release called on client which has already been released", failing the suite after every test passed.
      const listenClient = (server.infra.store as unknown as { listenClient?: { removeAllListeners(e: string): void; on(e: string, f: () => void): void } | null }).listenClient;
      if (listenClient) {
        listenClient.removeAllListeners('error');
        listenClient.on('error', () => undefined);
      }
      await server.stop();
    },
  };
}

/** Asserts a problem answer: status, stable code, and (when given) the offending field. */
export function expectProblem(res: { status: number; body: any }, status: number, code: string, path?: string) {
  expect({ status: res.status, code: res.body?.code }).toEqual({ status, code });
  expect(typeof res.body.type).toBe('string');
  if (path !== undefined) expect(res.body.errors?.map((e: any) => e.path)).toContain(path);
}

/** Asserts an input-validation problem on one field, with its per-field code when given. */
export function expectInvalid(res: { status: number; body: any }, path: string, fieldCode?: string) {
  expect(res.status).toBe(400);
  expect(res.body.code).toBe('validation.invalid_input');
  const error = res.body.errors?.find((e: any) => e.path === path);
  expect(error).toBeDefined();
  if (fieldCode) expect(error.code).toBe(fieldCode);
}

/**
 * One catalog server for the whole test file with a small seed, and a vehicles-team session on it: started before
 * the file's tests and stopped after them. Read `t` and `staff` inside the tests (they are set once started).
 */
export function catalogServerForFile(options: { vehicles?: number } = { vehicles: 5 }) {
  const file = {} as { t: CatalogTestServer; staff: string };
  beforeAll(async () => {
    file.t = await startCatalogServer(options);
    file.staff = file.t.session(UserType.VehiclesTeam);
  }, 120_000);
  afterAll(async () => {
    await file.t?.stop();
  }, 60_000);
  return file;
}

/** A listing as its vehicle page reads it (GET /catalog/vehicles/:id), the fields the page tests compare. */
export interface ListedVehicle {
  id: string;
  vin: string;
  year: number;
  make: { id: number; name: string };
  model: { name: string };
  trim: { name: string };
  kilometres: number;
  price: { allInPrice: number };
  photos: string[];
  dealer: { city: string };
  condition: 'new' | 'used';
  status: string;
}

/** The catalog's listings (its first 100), each read as its vehicle page reads it. */
export async function listedVehicles(t: CatalogTestServer): Promise<ListedVehicle[]> {
  const ids: string[] = (await t.json('/catalog/vehicles?pageSize=100')).body.items.map((i: { id: string }) => i.id);
  return Promise.all(ids.map(async (id) => (await t.json(`/catalog/vehicles/${id}`)).body as ListedVehicle));
}
