import type { CreditValueListName, ValueListItem } from '@marketplace/contracts';
import { Query } from '@nestjs/cqrs';

/** One value list of the credit application form (spec §3, §7), with its labels in both languages. */
export class GetCreditValueListQuery extends Query<{ items: ValueListItem[] }> {
  constructor(readonly list: CreditValueListName) {
    super();
  }
}
