import { givenFor } from '../shared/testing/given';
import { UserType } from '../shared/user-types';
import { auditAccessDecider, auditKeysOf, diffStates, relatedStreamsOf } from '.';

const given = givenFor(auditAccessDecider);
const T0 = '2026-01-01T10:00:00.000Z';

describe('audit access log', () => {
  it('records a timeline opening naming the viewer', () => {
    given().when({ type: 'ViewSubject', subjectId: 'purchase-1', viewerId: 'a1', viewerType: UserType.Admin, reason: ' dispute ', now: T0 })
      .then([{ type: 'audit.subject-viewed', data: { subjectId: 'purchase-1', viewerId: 'a1', viewerType: UserType.Admin, reason: 'dispute', viewedAt: T0 } }]);
  });
  it('lets only a super admin reveal, with a reason of at least 10 characters', () => {
    const reveal = { type: 'RevealPersonalData' as const, subjectId: 'purchase-1', viewerId: 's1', viewerType: UserType.SuperAdmin, reason: 'Chargeback #4411 review', now: T0 };
    given().when(reveal).then([{ type: 'audit.personal-data-revealed', data: { subjectId: 'purchase-1', viewerId: 's1', viewerType: 6, reason: 'Chargeback #4411 review', revealedAt: T0 } }]);
    given().when({ ...reveal, reason: '  short   ' }).thenFails('audit.reason_required', 'body.reason');
    given().when({ ...reveal, viewerType: UserType.Admin }).thenFails('audit.reveal_forbidden');
    given().when({ ...reveal, viewerType: UserType.Dealer }).thenFails('audit.forbidden');
  });
});

describe('audit keys', () => {
  it('indexes ids, companies and login hashes, never sealed or personal values', () => {
    const keys = auditKeysOf('purchase-T1', {
      transactionId: 'T1', vehicle: { vehicleId: 'V1', vin: '1HGCM82633A004352', dealer: { name: 'Honda Laval', companyId: 4 } },
      details: 'pv1.a.b', email: 'a@b.ca', loginKey: 'h4sh', firstName: 'Jean',
    }, { correlationId: 'C1', actor: 'U1', impersonator: null });
    expect(keys.sort()).toEqual(['1hgcm82633a004352', 'c1', 'company:4', 'company:honda laval', 'email:h4sh', 'purchase-t1', 't1', 'u1', 'v1'].sort());
  });
  it('finds a company stream by its name as well as its id (a company name is not personal data)', () => {
    expect(auditKeysOf('company-7', { companyId: 7, name: 'Rive-Sud Autos', city: 'Longueuil' }, { correlationId: 'C2', actor: null, impersonator: null }).sort())
      .toEqual(['c2', 'company-7', 'company:7', 'company:rive-sud autos'].sort());
    // Elsewhere a top-level name is not a company.
    expect(auditKeysOf('trade-in-rule-1', { name: 'Spring rule' }, { correlationId: 'C3', actor: null, impersonator: null })).not.toContain('company:spring rule');
  });
  it('keeps no value longer than an id could be (a GIN index refuses entries over 2,712 bytes)', () => {
    const long = 'x'.repeat(300);
    expect(auditKeysOf('purchase-T2', { transactionId: 'T2', vehicleId: long, dealer: { name: long } }, { correlationId: long, actor: 'U2', impersonator: null }).sort())
      .toEqual(['purchase-t2', 't2', 'u2']);
  });
  it('names the related streams of an event', () => {
    expect(relatedStreamsOf({ transactionId: 't', userId: 'u', vehicle: { vehicleId: 'v' } }, 'purchase-t').sort()).toEqual(['user-u', 'vehicle-v']);
  });
});

describe('diffStates', () => {
  it('lists changed fields by path', () => {
    expect(diffStates({ a: 1, b: { c: 2, d: [1, 2] }, e: 'x' }, { a: 1, b: { c: 3, d: [1] }, f: true })).toEqual([
      { path: 'b.c', before: 2, after: 3 }, { path: 'b.d[1]', before: 2, after: null }, { path: 'e', before: 'x', after: null }, { path: 'f', before: null, after: true },
    ]);
    expect(diffStates({ a: 1 }, { a: 1 })).toEqual([]);
  });
});
