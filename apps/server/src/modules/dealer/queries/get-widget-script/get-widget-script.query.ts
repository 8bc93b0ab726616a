import { Query } from '@nestjs/cqrs';

/** The widget script of a company, or null when there is no such (active) company. */
export class GetWidgetScriptQuery extends Query<string | null> {
  constructor(readonly companyId: number, readonly base: string) {
    super();
  }
}
