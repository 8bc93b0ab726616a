import { type AuditAccessEvent, auditStreamId, userStreamId } from '@marketplace/domain';

export interface StaffRead {
  readonly streamId: string;
  readonly event: AuditAccessEvent;
}

/**
 * Pure: the access-log events of one staff read, one `audit.subject-viewed` per person (the subject is their account,
 * `user-<id>`), on that subject's access log. The reader's own data is not recorded, nor anything without a reader.
 */
export function staffReadsOf(o: {
  readonly userIds: readonly string[];
  readonly viewerId: string | null;
  readonly viewerType: number | null;
  readonly route: string;
  readonly now: string;
}): StaffRead[] {
  if (!o.viewerId || o.viewerType === null) return [];
  const viewer = o.viewerId.toLowerCase();
  const people = [...new Set(o.userIds)].filter((id) => id.toLowerCase() !== viewer);
  return people.map((userId) => {
    const subjectId = userStreamId(userId);
    return {
      streamId: auditStreamId(subjectId),
      event: { type: 'audit.subject-viewed', data: { subjectId, viewerId: o.viewerId!, viewerType: o.viewerType!, reason: o.route, viewedAt: o.now } },
    };
  });
}
