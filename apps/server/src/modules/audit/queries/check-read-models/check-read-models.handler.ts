import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Kysely } from 'kysely';
import type { EventStore } from '../../../../platform/event-store/event-store.port';
import type { ProjectionRunner } from '../../../../platform/projections/projection-runner';
import { DB, EVENT_STORE, PROJECTION_RUNNER } from '../../../../platform/tokens';
import { AuditReader } from '../get-timeline/audit-reader';
import { checkReadModels } from './read-model-check';
import { CheckReadModelsQuery } from './check-read-models.query';

@QueryHandler(CheckReadModelsQuery)
export class CheckReadModelsHandler implements IQueryHandler<CheckReadModelsQuery> {
  constructor(
    private readonly reader: AuditReader,
    @Inject(DB) private readonly db: Kysely<any>,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(PROJECTION_RUNNER) private readonly runner: ProjectionRunner,
  ) {}

  async execute({ subjectId }: CheckReadModelsQuery) {
    return checkReadModels(this.db, this.store, this.runner.projections, await this.reader.subject(subjectId));
  }
}
