import { randomUUID } from 'node:crypto';
import { UserType, type UserTypeId } from '@marketplace/domain';
import { endpointRegistry } from '../../apps/server/src/platform/http/endpoint';
import { userOfType } from '../api/identity/support';
import { consentAndSubmit, fillApplication, steadyApplicant } from '../api/credit/support';
import { startPurchase, startPurchaseServer, vehiclesOfDealer, type PurchaseTestServer } from '../api/purchase/support';

/**
 * Issue #45 (ADR 0079): no lead enumeration. On every route that takes a lead id, another company's lead, a lead that
 * does not exist and an id that is no id at all answer the same 404, body for body (only the correlation id differs),
 * and change nothing. The routes are found in the registry (every route whose query or body names `leadId`), so a new
 * lead route a dealer may call joins the matrix by itself; a POST one needs its other fields below.
 */
let t: PurchaseTestServer;

beforeAll(async () => {
  t = await startPurchaseServer({}, { vehicles: 40 });
});
afterAll(() => t?.stop());

/** A valid rest of the body for each lead action, so that only the lead id decides the answer. */
const ACTION_FIELDS: Record<string, Record<string, unknown>> = {
  '/company/assign-lead': { userId: randomUUID() },
  '/company/move-lead-stage': { stage: 'contacted' },
  '/company/add-lead-note': { text: 'Called, left a message' },
  '/company/add-lead-task': { title: 'Call back', dueAt: new Date(Date.now() + 86_400_000).toISOString() },
  '/company/resend-lead': {},
};

const takesLeadId = (schema: unknown) => Boolean((schema as { shape?: Record<string, unknown> } | undefined)?.shape?.leadId);
/** The routes a dealer may call that name a lead (staff-only ones answer a dealer 403 whatever the id). */
const leadRoutes = () => {
  const seen = new Set<string>();
  return endpointRegistry.filter((d) => Array.isArray(d.access.allow) && d.access.allow.includes(UserType.Dealer)).map((d) => d.route)
    .filter((r) => takesLeadId(r.query) || takesLeadId(r.body))
    .filter((r) => !seen.has(`${r.method} ${r.path}`) && seen.add(`${r.method} ${r.path}`));
};

it('answers the same 404 for another company\'s lead, a missing one and a malformed id, on every lead route', async () => {
  const buyer = await userOfType(t.server, 8);
  const { transactionId: leadId } = await startPurchase(buyer.client, (await vehiclesOfDealer(t.server, 1))[0]);
  const outsider = await userOfType(t.server, UserType.Dealer, { companyId: 2 });
  await t.waitForProjections();
  const routes = leadRoutes();
  // The lead routes of issue #14 and #45, at least (a route dropped from the registry would shrink the matrix silently).
  expect(routes.map((r) => r.path)).toEqual(expect.arrayContaining([
    '/company/get-leads-details', '/company/get-lead-deliveries', '/company/get-lead-card', '/company/export-lead-adf', ...Object.keys(ACTION_FIELDS),
  ]));
  const eventsBefore = await t.server.infra.store.headPosition();

  const ids = { 'another company\'s lead': leadId, 'a missing lead': randomUUID(), 'a malformed id': 'not a lead id; <x>' };
  const answers: Record<string, unknown>[] = [];
  for (const route of routes) {
    for (const [what, id] of Object.entries(ids)) {
      const res = route.method === 'GET'
        ? await outsider.client.get(route.path, { query: { leadId: id } })
        : await outsider.client.post(route.path, { body: { leadId: id, expectedVersion: 0, ...ACTION_FIELDS[route.path] } });
      const { correlationId, ...problem } = res.body ?? {};
      answers.push({ route: `${route.method} ${route.path}`, what, status: res.status, problem, correlated: typeof correlationId === 'string' });
    }
  }
  const expected = { status: 404, problem: answers[0].problem, correlated: true };
  expect(answers).toEqual(answers.map(({ route, what }) => ({ route, what, ...expected })));
  expect(answers[0].problem).toMatchObject({ status: 404, code: 'dealer.lead_not_found' });
  // Nothing was appended on the refused actions (no stream of a lead was touched).
  expect((await t.server.infra.store.readAll(eventsBefore, 100)).filter((e) => e.streamId.startsWith('dealer-lead-'))).toEqual([]);
});

/**
 * Who may resend a lead (POST /company/resend-lead) is who the web offers "Send the lead again": the lead's pages are
 * the company area (super admin 6, dealer 9) and the team's (6, 18), and the card offers the resend only on a lead of a
 * company. The server refuses the others the same way: the administrators (7) and the vehicles team (20), who have no
 * lead page, 403 `auth.forbidden`; a lead of no company yet (the team's), 404 `dealer.lead_not_found`, for staff too.
 */
it('refuses a resend to whom the web does not offer it (403 by type, 404 on a lead of no company), and lets the others resend', async () => {
  const buyer = await userOfType(t.server, 8);
  const { transactionId: leadId } = await startPurchase(buyer.client, (await vehiclesOfDealer(t.server, 1)).at(-1)!);
  // A credit application from the wizard: a lead of the team's, with no company.
  const applicant = await userOfType(t.server, 8);
  const applicationId = await fillApplication(applicant.client, steadyApplicant());
  expect((await consentAndSubmit(t.server, applicant.client, applicationId)).status).toBe(200);
  await t.waitForProjections();
  const resend = async (type: UserTypeId, id: string, companyId?: number) => {
    const user = await userOfType(t.server, type, companyId === undefined ? {} : { companyId });
    const version = (await t.server.infra.store.readStream(`dealer-lead-${id}`)).length;
    const res = await user.client.post('/company/resend-lead', { body: { leadId: id, expectedVersion: version } });
    return { status: res.status, code: res.body?.code };
  };
  const before = await t.server.infra.store.headPosition();
  expect([await resend(UserType.Admin, leadId), await resend(UserType.VehiclesTeam, leadId)])
    .toEqual([{ status: 403, code: 'auth.forbidden' }, { status: 403, code: 'auth.forbidden' }]);
  expect([await resend(UserType.TeamMember, applicationId), await resend(UserType.SuperAdmin, applicationId)])
    .toEqual([{ status: 404, code: 'dealer.lead_not_found' }, { status: 404, code: 'dealer.lead_not_found' }]);
  // Nothing was appended on the refused resends.
  expect((await t.server.infra.store.readAll(before, 100)).filter((e) => e.streamId.startsWith('dealer-lead-'))).toEqual([]);

  // The company's dealer, the team and the super admin resend the company's lead: each an event on its stream.
  for (const [type, companyId] of [[UserType.Dealer, 1], [UserType.TeamMember], [UserType.SuperAdmin]] as const) {
    expect(await resend(type, leadId, companyId)).toEqual({ status: 200, code: undefined });
  }
  const requested = (await t.server.infra.store.readStream(`dealer-lead-${leadId}`)).filter((e) => e.type === 'LeadDeliveryRequested');
  expect(requested).toHaveLength(3);
});
