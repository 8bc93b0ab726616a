import { Inject } from '@nestjs/common';
import { IdentityErrors, isUserType, type RegisteredUser, UserStatus, type UserStatusId, type UserTypeId } from '@marketplace/domain';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Kysely } from 'kysely';
import { DB } from '../../../../platform/tokens';
import { assertCompanyExists } from '../../adapters/dealer-companies';
import { adminOf, Sessions } from '../../adapters/sessions';
import { UserAccounts } from '../../streams/user-accounts';
import { UpdateUserAccessCommand } from './update-user-access.command';

/** POST /user/update-user-full: type, status, company, sections. Suspending ends the user's sessions. */
@CommandHandler(UpdateUserAccessCommand)
export class UpdateUserAccessHandler implements ICommandHandler<UpdateUserAccessCommand> {
  constructor(
    private readonly accounts: UserAccounts,
    private readonly sessions: Sessions,
    @Inject(DB) private readonly db: Kysely<any>,
  ) {}

  async execute({ body, meta: ctx }: UpdateUserAccessCommand) {
    if (body.UserTypeId !== undefined && !isUserType(body.UserTypeId)) throw IdentityErrors.userTypeNotAllowed('body.UserTypeId');
    const statusIds: number[] = Object.values(UserStatus);
    if (body.ValueDomain_ID_UsersStatus !== undefined && !statusIds.includes(body.ValueDomain_ID_UsersStatus)) {
      throw IdentityErrors.statusUnknown('body.ValueDomain_ID_UsersStatus');
    }
    await assertCompanyExists(this.db, body.Company_ID, 'body.Company_ID');
    const outcome = await this.accounts.execute(body.User_Guid, {
      type: 'UpdateAccess',
      data: {
        admin: adminOf(ctx), userTypeId: body.UserTypeId as UserTypeId | undefined, statusId: body.ValueDomain_ID_UsersStatus as UserStatusId | undefined,
        companyId: body.Company_ID, sections: body.Sections, now: ctx.now.toISOString(),
      },
    }, ctx);
    const state = outcome.state as RegisteredUser;
    if (state.statusId !== UserStatus.Active && outcome.events.some((e) => e.type === 'UserStatusChanged')) await this.sessions.endAllOf(state.userId);
    else if (outcome.events.length > 0) await this.sessions.refresh(state, outcome.version);
    return { Status: 1 as const };
  }
}
