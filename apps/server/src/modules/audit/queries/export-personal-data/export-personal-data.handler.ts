import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EXPORT_PER_DAY } from '@marketplace/contracts';
import { consume, RATE_LIMITER, type RateLimiter } from '../../../../platform/rate-limit/rate-limiter';
import { AuditReader } from '../../shared/audit-reader';
import { ExportPersonalDataQuery } from './export-personal-data.query';

export const EXPORT_RATE = { limit: EXPORT_PER_DAY, windowSeconds: 24 * 60 * 60 };

/** The signed-in person's own data, for them only (their id comes from the session, never from the request). */
@QueryHandler(ExportPersonalDataQuery)
export class ExportPersonalDataHandler implements IQueryHandler<ExportPersonalDataQuery> {
  constructor(private readonly reader: AuditReader, @Inject(RATE_LIMITER) private readonly limiter: RateLimiter) {}

  async execute({ ctx }: ExportPersonalDataQuery) {
    const userId = ctx.principal!.userId;
    await consume(this.limiter, [{ key: `user-export:${userId}`, rule: EXPORT_RATE }]);
    return { userId, exportedAt: ctx.now.toISOString(), ...(await this.reader.personalData(userId)) };
  }
}
