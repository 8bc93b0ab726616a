import { Query } from '@nestjs/cqrs';
import type { ReadModelCheck } from './read-model-check';

export class CheckReadModelsQuery extends Query<ReadModelCheck> {
  constructor(readonly subjectId: string) {
    super();
  }
}
