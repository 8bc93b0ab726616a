import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EXPORT_PER_DAY, exportPersonalDataRoute } from '@marketplace/contracts';
import type { Kysely } from 'kysely';
import { type PersonalStream, withoutSecrets } from '../../../../platform/personal-data/personal-data-part';
import { consume, RATE_LIMITER, type RateLimiter } from '../../../../platform/rate-limit/rate-limiter';
import { PrivacyVault } from '../../../../platform/privacy/privacy-vault';
import { DB } from '../../../../platform/tokens';
import { AuditReader } from '../get-timeline/audit-reader';
import { PERSONAL_DATA_PARTS, type PersonalDataParts } from '../../streams/stream-types';
import { ACCESS_LOG_PREFIX } from './access-log.part';
import { ExportPersonalDataQuery } from './export-personal-data.query';

export const EXPORT_RATE = { limit: EXPORT_PER_DAY, windowSeconds: 24 * 60 * 60 };

/**
 * The signed-in person's own data, for them only (their id comes from the session, never from the request): their
 * streams, found and opened by the audit context, and one readable section per context, built by that context's part
 * (ADR 0059).
 */
@QueryHandler(ExportPersonalDataQuery)
export class ExportPersonalDataHandler implements IQueryHandler<ExportPersonalDataQuery> {
  constructor(
    private readonly reader: AuditReader,
    @Inject(RATE_LIMITER) private readonly limiter: RateLimiter,
    @Inject(DB) private readonly db: Kysely<any>,
    @Inject(PERSONAL_DATA_PARTS) private readonly parts: PersonalDataParts,
    private readonly vault: PrivacyVault,
  ) {}

  async execute({ ctx }: ExportPersonalDataQuery) {
    const userId = ctx.principal!.userId;
    await consume(this.limiter, [{ key: `user-export:${userId}`, rule: EXPORT_RATE }]);
    const opened = await this.reader.personalData(userId);
    const parts = this.parts();
    // Each stream goes to the part with the longest matching prefix (`trade-in-rule-` before `trade-in-`).
    const owner = (streamId: string) => {
      let best: { part: (typeof parts)[number]; length: number } | null = null;
      for (const part of parts) for (const p of part.streamPrefixes) if (streamId.startsWith(p) && p.length > (best?.length ?? 0)) best = { part, length: p.length };
      return best?.part ?? null;
    };
    // Secrets a part withholds (a password hash) are replaced wherever the export shows the event.
    const redact = (list: readonly PersonalStream[]) => list.map((s) => {
      const withheld = owner(s.streamId)?.withheld ?? [];
      return withheld.length === 0 ? s : { ...s, events: s.events.map((e) => ({ ...e, data: withoutSecrets(e.data, withheld) })) };
    });
    const streams = redact(opened.streams);
    const accessStreams = redact(opened.accessStreams);
    const all = [...streams, ...accessStreams];
    const sections: Record<string, unknown> = {};
    for (const part of parts) {
      sections[part.section] = await part.build({
        userId, streams: all.filter((s) => owner(s.streamId) === part), db: this.db, open: (sealed) => this.vault.decrypt(userId, sealed),
      });
    }
    // A stream no context claims is still exported, whole, rather than left out.
    const unclaimed = all.filter((s) => owner(s.streamId) === null);
    if (unclaimed.length > 0) sections.other = unclaimed;
    const flat = (list: readonly PersonalStream[]) => list.flatMap((s) => s.events);
    const support = sections.support as { messages?: unknown[] } | undefined;
    const identity = sections.identity as { socialAccounts?: unknown[] } | undefined;
    // Parsed by the route's schema: the linked accounts and the messages keep their declared shapes.
    return exportPersonalDataRoute.response.parse({
      userId, exportedAt: ctx.now.toISOString(),
      socialAccounts: identity?.socialAccounts ?? [], supportMessages: support?.messages ?? [],
      sections,
      events: flat(streams),
      accessEvents: flat(accessStreams.filter((s) => s.streamId.startsWith(ACCESS_LOG_PREFIX))),
    });
  }
}
