import { Inject, Module, type OnModuleInit } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { MailModule } from '../../platform/mail/mail.module';
import { CatalogModule } from '../catalog/catalog.public';
import { InventoryImportPurgeTimer } from './notifications/inventory-import-purge.timer';
import { InventoryImportTimer } from './notifications/inventory-import.timer';
import type { TimerService } from '../../platform/timers/timer-service';
import { TIMERS } from '../../platform/tokens';
import { CompanyStream } from './commands/company-stream';
import { SubscriptionStream } from './commands/subscription/subscription-stream';
import { COMMAND_CONTROLLERS, COMMAND_HANDLERS } from './commands/slices';
import { LeadDeliveryTimer } from './deliveries/lead-delivery.timer';
import { QUERY_CONTROLLERS, QUERY_HANDLERS } from './queries/slices';
import { CompanyScopes } from './shared/company-scope';

/**
 * The dealer context's routes (issue #14): companies, leads, their details, deliveries and the company dashboard's
 * statistics, inventory feed imports, and the company's embeddable inventory widget.
 */
@Module({
  imports: [CqrsModule, MailModule, CatalogModule],
  controllers: [...COMMAND_CONTROLLERS, ...QUERY_CONTROLLERS],
  providers: [CompanyScopes, CompanyStream, SubscriptionStream, LeadDeliveryTimer, InventoryImportTimer, InventoryImportPurgeTimer,
    ...COMMAND_HANDLERS, ...QUERY_HANDLERS],
})
export class DealerModule implements OnModuleInit {
  constructor(
    @Inject(TIMERS) private readonly timers: TimerService,
    private readonly leadDelivery: LeadDeliveryTimer,
    private readonly inventoryImport: InventoryImportTimer,
    private readonly inventoryImportPurge: InventoryImportPurgeTimer,
  ) {}

  onModuleInit() {
    this.timers.register(this.leadDelivery);
    this.timers.register(this.inventoryImport);
    this.timers.register(this.inventoryImportPurge);
  }
}
