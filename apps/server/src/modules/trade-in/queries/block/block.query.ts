import type { z } from 'zod';
import type { BlockFiltersSchema } from '@marketplace/contracts';
import { Query } from '@nestjs/cqrs';

export type BlockFilters = z.output<typeof BlockFiltersSchema>;

/** The block: confirmed trade-ins (not taken yet unless `includeTaken`, for block management). */
export class GetBlockQuery extends Query<unknown> {
  constructor(readonly filters: BlockFilters, readonly includeTaken: boolean) {
    super();
  }
}

export class GetBlockFiltersQuery extends Query<unknown> {}

/** One confirmed trade-in of the block; a dealer (`dealerUserId`) sees it while no other company took it. */
export class GetBlockItemQuery extends Query<unknown> {
  constructor(readonly tradeInId: string, readonly dealerUserId: string | null = null) {
    super();
  }
}
