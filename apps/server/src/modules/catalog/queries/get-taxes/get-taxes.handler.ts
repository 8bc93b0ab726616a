import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { localDate, PROVINCES, taxesFor } from '@marketplace/domain';
import { GetTaxesQuery } from './get-taxes.query';

@QueryHandler(GetTaxesQuery)
export class GetTaxesHandler implements IQueryHandler<GetTaxesQuery> {
  async execute({ input, meta }: GetTaxesQuery) {
    const { province } = input.query;
    const provinces = province ? [province] : [...PROVINCES];
    return {
      on: localDate(meta.now, province ?? 'ON'),
      provinces: provinces.map((p) => ({ province: p, taxes: taxesFor(p, { on: localDate(meta.now, p) }) })),
    };
  }
}
