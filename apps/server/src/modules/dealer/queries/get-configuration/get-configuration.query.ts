import { Query } from '@nestjs/cqrs';
import type { ConfigurationSection } from '@marketplace/contracts';
import type { RequestContext } from '../../../../platform/http/request-context';

export class GetConfigurationQuery extends Query<{ companyId: number; version: number; settings: Record<string, unknown> }> {
  constructor(readonly companyId: number, readonly section: ConfigurationSection, readonly ctx: RequestContext) {
    super();
  }
}
