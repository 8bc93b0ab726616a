import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { consume, RATE_LIMITER, type RateLimiter } from '../../../../platform/rate-limit/rate-limiter';
import { AuditReader } from '../get-timeline/audit-reader';
import { SearchSubjectsQuery } from './search-subjects.query';

/** Per staff member: enough for an investigation, not for enumerating the customer base. */
export const AUDIT_SEARCH_RATE = { limit: 30, windowSeconds: 60 };

@QueryHandler(SearchSubjectsQuery)
export class SearchSubjectsHandler implements IQueryHandler<SearchSubjectsQuery> {
  constructor(private readonly reader: AuditReader, @Inject(RATE_LIMITER) private readonly limiter: RateLimiter) {}

  async execute({ input, ctx }: SearchSubjectsQuery) {
    await consume(this.limiter, [{ key: `audit-search:${ctx.principal!.userId}`, rule: AUDIT_SEARCH_RATE }]);
    const { subjects } = await this.reader.search(input.q, input.from, input.to);
    return { subjects: subjects.map(({ score: _score, ...s }) => s) };
  }
}
