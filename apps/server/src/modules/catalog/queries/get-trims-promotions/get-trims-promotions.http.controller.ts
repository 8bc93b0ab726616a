import { getTrimsPromotionsRoute, type RouteInput } from '@marketplace/contracts';
import { Controller } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Endpoint, Input } from '../../../../platform/http/endpoint';
import { GetTrimsPromotionsQuery } from './get-trims-promotions.query';

@Controller()
export class GetTrimsPromotionsHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Endpoint(getTrimsPromotionsRoute, { allow: 'public' })
  getTrimsPromotions(@Input() input: RouteInput<typeof getTrimsPromotionsRoute>) {
    return this.queryBus.execute(new GetTrimsPromotionsQuery(input));
  }
}
