import { relatedStreamsOf } from '@marketplace/domain';

/** Fields that name the subject itself (and its owner) rather than a thing it refers to. */
const IDENTIFYING_FIELDS = ['transactionId', 'applicationId', 'tradeInId', 'userId'] as const;
const USER_STREAM = 'user-';

/** What a stream's events name: the streams they relate to, the ids that identify it, the person who owns it. */
export interface StreamLinks {
  readonly related: Set<string>;
  readonly identifying: Set<string>;
  ownerId: string | null;
}

export const emptyLinks = (streamId: string): StreamLinks => {
  const own = streamId.startsWith(USER_STREAM) ? streamId.slice(USER_STREAM.length) : null;
  return { related: new Set(), identifying: new Set(own ? [own.toLowerCase()] : []), ownerId: own };
};

/**
 * Adds one event's links (in stream order): the owner is the stream's user (a user- stream) or the first `userId` an
 * event carries. The audit.index projection keeps these per stream; a subject read from the store folds them the same way.
 */
export function addLinks(links: StreamLinks, streamId: string, data: unknown): StreamLinks {
  for (const r of relatedStreamsOf(data, streamId)) links.related.add(r);
  const d = data as Record<string, unknown> | null;
  for (const f of IDENTIFYING_FIELDS) {
    const v = d?.[f];
    if (typeof v === 'string' && v) links.identifying.add(v.toLowerCase());
  }
  if (links.ownerId === null && typeof d?.userId === 'string' && d.userId) links.ownerId = d.userId;
  return links;
}
