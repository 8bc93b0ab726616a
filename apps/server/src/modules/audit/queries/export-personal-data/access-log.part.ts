import { AUDIT_STREAM_PREFIX } from '@marketplace/domain';
import type { PersonalDataPart } from '../../../../platform/personal-data/personal-data-part';

export const ACCESS_LOG_PREFIX = AUDIT_STREAM_PREFIX;

/**
 * The audit context's part of the export: the access log of staff reads of the person's data (ADR 0019, 0043), from
 * the access logs of their account and of the streams they started. Who read (the staff member's id and role), what,
 * why and when.
 */
export const accessLogPart: PersonalDataPart = {
  section: 'accessLog',
  streamPrefixes: [ACCESS_LOG_PREFIX],
  async build({ streams }) {
    return streams
      .flatMap((s) => s.events.map((e) => ({
        streamId: s.streamId, streamVersion: e.streamVersion, type: e.type, subjectId: e.data.subjectId ?? s.streamId.slice(ACCESS_LOG_PREFIX.length),
        viewerId: e.data.viewerId ?? null, viewerType: e.data.viewerType ?? null, reason: e.data.reason ?? null,
        at: e.data.viewedAt ?? e.data.revealedAt ?? e.recordedAt,
      })))
      .sort((a, b) => a.at.localeCompare(b.at));
  },
};
