import { Query } from '@nestjs/cqrs';

/** The languages the site speaks (spec §7). */
export class GetLanguagesQuery extends Query<{ ID: number; Key: string; Name: string }[]> {
  constructor() {
    super();
  }
}
