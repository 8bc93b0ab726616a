import type { AdminUserDetailsSchema } from '@marketplace/contracts';
import { Query } from '@nestjs/cqrs';
import type { z } from 'zod';

/** GET /user/get-user-details: one user, for administrators. */
export class GetUserDetailsQuery extends Query<z.input<typeof AdminUserDetailsSchema>> {
  constructor(
    readonly userId: string,
  ) {
    super();
  }
}
