import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { localDate, taxesFor } from '@marketplace/domain';
import { inInput } from '../../streams/vehicle-stream';
import { GetSalesTaxesQuery } from './get-sales-taxes.query';

@QueryHandler(GetSalesTaxesQuery)
export class GetSalesTaxesHandler implements IQueryHandler<GetSalesTaxesQuery> {
  /** Taxes in force in the province on `on` (default: today in the province). */
  async execute({ input, meta }: GetSalesTaxesQuery) {
    const { province, price } = input.query;
    const answer = await inInput(async () => {
      const on = input.query.on ?? localDate(meta.now, province);
      return { on, taxes: taxesFor(province, { on, price }) };
    }, {}, 'query');
    return { province, ...answer };
  }
}
