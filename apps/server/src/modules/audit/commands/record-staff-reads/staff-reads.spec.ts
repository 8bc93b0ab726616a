import { UserType } from '@marketplace/domain';
import { staffReadsOf } from './staff-reads';

const NOW = '2026-03-02T15:00:00.000Z';
const STAFF = '4c1d2e3f-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
const A = '0b7a3a8e-61a4-4b8e-9a57-0d3c2e7f1a10';
const B = '6f1c1a52-5d0e-4c44-9d7e-2a8f0b3c4d5e';
const read = (userIds: string[], viewerId: string | null = STAFF) =>
  staffReadsOf({ userIds, viewerId, viewerType: viewerId ? UserType.TeamMember : null, route: 'GET /status/get-messages', now: NOW });

describe('staff reads of personal data', () => {
  it("records one view per person read, on their account's access log, with the route as the reason", () => {
    expect(read([A, B, A])).toEqual([
      { streamId: `audit-user-${A}`, event: { type: 'audit.subject-viewed', data: { subjectId: `user-${A}`, viewerId: STAFF, viewerType: UserType.TeamMember, reason: 'GET /status/get-messages', viewedAt: NOW } } },
      { streamId: `audit-user-${B}`, event: { type: 'audit.subject-viewed', data: { subjectId: `user-${B}`, viewerId: STAFF, viewerType: UserType.TeamMember, reason: 'GET /status/get-messages', viewedAt: NOW } } },
    ]);
  });

  it("does not record a person's read of their own data, nor a read without a reader", () => {
    expect(read([STAFF.toUpperCase(), A]).map((r) => r.streamId)).toEqual([`audit-user-${A}`]);
    expect(read([A], null)).toEqual([]);
    expect(read([])).toEqual([]);
  });
});
