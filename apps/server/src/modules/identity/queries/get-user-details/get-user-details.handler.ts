import { Inject } from '@nestjs/common';
import type { AdminUserDetailsSchema } from '@marketplace/contracts';
import { effectiveSections, IdentityErrors, type UserTypeId } from '@marketplace/domain';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { DB } from '../../../../platform/tokens';
import { sectionOverridesOf, toAdminRow, userRow } from '../get-users/user-rows';
import { GetUserDetailsQuery } from './get-user-details.query';

/** GET /user/get-user-details: the list's row, the personal fields and the effective drawer sections. */
@QueryHandler(GetUserDetailsQuery)
export class GetUserDetailsHandler implements IQueryHandler<GetUserDetailsQuery> {
  constructor(@Inject(DB) private readonly db: Kysely<any>) {}

  async execute({ userId }: GetUserDetailsQuery): Promise<z.input<typeof AdminUserDetailsSchema>> {
    const row = await userRow(this.db, userId);
    if (!row) throw IdentityErrors.userNotFound();
    const overrides = await sectionOverridesOf(this.db, userId);
    return {
      ...toAdminRow(row),
      Phone: row.phone, Cell: row.cell, PostalCode: row.postal_code, address: row.address, City_Id: row.city_id, ProvinceId: row.province_id,
      DateOfBirth: row.date_of_birth, Company_Name: row.company_name,
      userDashBoardSection: effectiveSections(row.user_type_id as UserTypeId, overrides),
    };
  }
}
