import { Controller, Req } from '@nestjs/common';
import {
  createAdminUserRoute, endUserSessionsRoute, getOtherUserDetailsRoute, getUserDetailsRoute, getUserDevicesRoute, getUsersRoute,
  getUserTypesRoute, type RouteInput, updateUserFullRoute, updateUserRoute,
} from '@marketplace/contracts';
import { UserType } from '@marketplace/domain';
import type { FastifyRequest } from 'fastify';
import { Ctx, Endpoint, Input } from '../../../platform/http/endpoint';
import type { RequestContext } from '../../../platform/http/request-context';
import { Account } from '../application/account';
import { Administration } from '../application/administration';
import { SessionStore } from '../infrastructure/session-store';
import { UserQueries } from '../queries/user-queries';

/** Users management: types 6 (super admin) and 7 (admin) only, with an activated, active account. */
const ADMINS = [UserType.SuperAdmin, UserType.Admin] as const;

@Controller()
export class AdminController {
  constructor(
    private readonly admin: Administration,
    private readonly account: Account,
    private readonly queries: UserQueries,
    private readonly sessions: SessionStore,
  ) {}

  @Endpoint(getUsersRoute, { allow: ADMINS, verified: true })
  users(@Input() input: RouteInput<typeof getUsersRoute>) {
    return this.queries.list(input.query);
  }

  @Endpoint(getUserDetailsRoute, { allow: ADMINS, verified: true })
  details(@Input() input: RouteInput<typeof getUserDetailsRoute>) {
    return this.queries.details(input.query.userId);
  }

  @Endpoint(getOtherUserDetailsRoute, { allow: ADMINS, verified: true })
  async otherDetails(@Input() input: RouteInput<typeof getOtherUserDetailsRoute>, @Ctx() ctx: RequestContext) {
    const row = await this.queries.basic(input.query.userId);
    return {
      User_Guid: row.user_id, UserName: row.user_name, Email: row.email, FirstName: row.first_name, LastName: row.last_name,
      UserTypeId: row.user_type_id, Active: row.status_id === 1 && !row.deleted,
      CanImpersonate: this.admin.canImpersonate({ userId: row.user_id, userTypeId: row.user_type_id, deleted: row.deleted }, ctx),
    };
  }

  @Endpoint(getUserTypesRoute, { allow: ADMINS, verified: true })
  userTypes() {
    return this.queries.userTypes();
  }

  @Endpoint(createAdminUserRoute, { allow: ADMINS, verified: true })
  create(@Input() input: RouteInput<typeof createAdminUserRoute>, @Ctx() ctx: RequestContext, @Req() req: FastifyRequest) {
    return this.admin.createUser(input.body, ctx, req);
  }

  @Endpoint(updateUserFullRoute, { allow: ADMINS, verified: true })
  updateFull(@Input() input: RouteInput<typeof updateUserFullRoute>, @Ctx() ctx: RequestContext) {
    return this.admin.updateAccess(input.body, ctx);
  }

  @Endpoint(updateUserRoute, { allow: ADMINS, verified: true })
  update(@Input() input: RouteInput<typeof updateUserRoute>, @Ctx() ctx: RequestContext, @Req() req: FastifyRequest) {
    const { User_Guid, ...profile } = input.body;
    return this.account.updateProfile(User_Guid, profile, this.admin.admin(ctx), ctx, req);
  }

  @Endpoint(getUserDevicesRoute, { allow: ADMINS, verified: true })
  async devices(@Input() input: RouteInput<typeof getUserDevicesRoute>) {
    const rows = await this.sessions.devicesOf(input.query.userId);
    return {
      Devices: rows.map((r) => ({
        DeviceId: r.device_id, Name: r.name, Version: r.version, IpAddress: r.ip_address, LastAccessed: new Date(r.last_accessed).toISOString(),
        ActiveSessions: Number(r.sessions),
      })),
    };
  }

  @Endpoint(endUserSessionsRoute, { allow: ADMINS, verified: true })
  endSessions(@Input() input: RouteInput<typeof endUserSessionsRoute>, @Ctx() ctx: RequestContext) {
    return this.admin.endSessions(input.body, ctx);
  }
}
