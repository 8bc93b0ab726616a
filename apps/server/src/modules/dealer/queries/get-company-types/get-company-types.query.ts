import { Query } from '@nestjs/cqrs';
import type { getCompanyTypesRoute, RouteResponse } from '@marketplace/contracts';

export class GetCompanyTypesQuery extends Query<RouteResponse<typeof getCompanyTypesRoute>> {}
