import type { INestApplicationContext } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { UserType, type UserTypeId } from '@marketplace/domain';
import type { Kysely } from 'kysely';
import { systemContext, type RequestContext } from '../../../platform/http/request-context';
import { DB } from '../../../platform/tokens';
import { CatalogPublicApi } from '../../catalog/catalog.public';
import { UserAccounts } from '../../identity/identity.public';
import { LockVehicleCommand, SendLeadCommand, StartTransactionCommand } from '../../purchase/purchase.public';
import { AssignLeadCommand } from '../commands/assign-lead/assign-lead.command';
import { AddLeadNoteCommand } from '../commands/add-lead-note/add-lead-note.command';
import { MoveLeadStageCommand } from '../commands/move-lead-stage/move-lead-stage.command';

const COMPANY = 1;

/**
 * Demo leads for `npm start` (issue #45): the demo customers start buying two of company 1's vehicles (one asks to be
 * called back), through purchase's own commands, and the demo dealer works the first one (assigned, contacted, a
 * note), so that dealer@demo.marketplace.ca sees contact cards, a pipeline and a response time. The other lead stays
 * new (its company is alerted after 15 minutes). Skipped when company 1 has leads already.
 */
export async function seedDemoLeads(app: INestApplicationContext): Promise<number> {
  const db = app.get<Kysely<any>>(DB, { strict: false });
  if (await db.selectFrom('dealer.lead_intents').select('lead_id').where('company_id', '=', COMPANY).limit(1).executeTakeFirst()) return 0;
  const accounts = app.get(UserAccounts, { strict: false });
  const commands = app.get(CommandBus, { strict: false });
  const as = async (email: string, userTypeId: UserTypeId): Promise<RequestContext | null> => {
    const userId = await accounts.holderOf(accounts.loginKeyOf(email));
    return userId ? { ...systemContext(), principal: { sessionId: 'demo-seed', userId, userTypeId, impersonatorId: null, emailVerified: true, active: true } } : null;
  };
  const [chris, camille, dealer] = await Promise.all([
    as('customer17@demo.marketplace.ca', UserType.RegularAlt), as('customer@demo.marketplace.ca', UserType.Regular), as('dealer@demo.marketplace.ca', UserType.Dealer),
  ]);
  const vehicles = await app.get(CatalogPublicApi, { strict: false }).companyInventory(COMPANY, 2);
  if (!chris || !camille || !dealer || vehicles.length < 2) return 0;

  const start = async (ctx: RequestContext, vehicleId: string) => {
    await commands.execute(new LockVehicleCommand(vehicleId, ctx));
    const { answer } = await commands.execute(new StartTransactionCommand({ vehicleId, startOver: false }, ctx));
    return answer.transactionId as string;
  };
  const worked = await start(chris, vehicles[0].id);
  await commands.execute(new SendLeadCommand({ vehicleId: vehicles[0].id, transactionId: worked, kind: 'call_back', message: 'Can you call me after 5 pm? I would like to trade in my 2017 Civic.' }, chris));
  await start(camille, vehicles[1].id);

  // The leads consumer makes the leads (the projections run while seeding): the dealer works the first once it is there.
  for (let i = 0; i < 600 && !(await db.selectFrom('dealer.lead_intents').select('lead_id').where('lead_id', '=', worked).executeTakeFirst()); i++) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await commands.execute(new AssignLeadCommand(worked, 0, dealer.principal!.userId, dealer));
  await commands.execute(new MoveLeadStageCommand(worked, 1, 'contacted', null, dealer));
  await commands.execute(new AddLeadNoteCommand(worked, 2, 'Called back: wants to bring the Civic on Saturday for an appraisal.', dealer));
  return 2;
}
