import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Kysely } from 'kysely';
import { DB } from '../../../../platform/tokens';
import { widgetCompany } from '../get-widget-inventory/widget-company';
import { GetWidgetScriptQuery } from './get-widget-script.query';
import { widgetScript } from './widget-script';

/** The script of an active company's widget; null otherwise (the route answers a 404 script). */
@QueryHandler(GetWidgetScriptQuery)
export class GetWidgetScriptHandler implements IQueryHandler<GetWidgetScriptQuery> {
  constructor(@Inject(DB) private readonly db: Kysely<any>) {}

  async execute({ companyId, base }: GetWidgetScriptQuery): Promise<string | null> {
    const company = await widgetCompany(this.db, companyId);
    return company ? widgetScript({ companyId, base, version: company.version }) : null;
  }
}
