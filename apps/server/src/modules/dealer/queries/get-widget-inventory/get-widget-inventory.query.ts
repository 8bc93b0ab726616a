import { Query } from '@nestjs/cqrs';
import type { WidgetInventory } from '@marketplace/contracts';

type Lang = WidgetInventory['lang'];

/** The public inventory of a company's widget; `base` is the marketplace's own base URL (the links lead there). */
export class GetWidgetInventoryQuery extends Query<WidgetInventory> {
  constructor(readonly companyId: number, readonly lang: Lang, readonly base: string) {
    super();
  }
}
