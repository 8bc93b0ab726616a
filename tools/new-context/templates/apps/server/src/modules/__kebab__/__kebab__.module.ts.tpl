import { Inject, Module, type OnModuleInit } from '@nestjs/common';
import type { TimerService } from '../../platform/timers/timer-service';
import { TIMERS } from '../../platform/tokens';
import { Create__Pascal__Handler } from './commands/create-__kebab__/create-__kebab__.handler';
import { Create__Pascal__HttpController } from './commands/create-__kebab__/create-__kebab__.http.controller';
import { Expire__Pascal__Handler } from './commands/expire-__kebab__/expire-__kebab__.handler';
import { Expire__Pascal__Timer } from './process/expire-__kebab__/expire-__kebab__.timer';
import { Get__Pascal__ListHandler } from './queries/get-__kebab__-list/get-__kebab__-list.handler';
import { Get__Pascal__ListHttpController } from './queries/get-__kebab__-list/get-__kebab__-list.http.controller';

/** The __kebab__ context: its routes, the command and query handlers they dispatch to (the buses are global), its timer. */
@Module({
  controllers: [Create__Pascal__HttpController, Get__Pascal__ListHttpController],
  providers: [Create__Pascal__Handler, Expire__Pascal__Handler, Get__Pascal__ListHandler, Expire__Pascal__Timer],
})
export class __Pascal__Module implements OnModuleInit {
  constructor(
    @Inject(TIMERS) private readonly timers: TimerService,
    private readonly expire: Expire__Pascal__Timer,
  ) {}

  onModuleInit() {
    this.timers.register(this.expire);
  }
}
