import { Module } from '@nestjs/common';
import { Create__Pascal__Handler } from './commands/create-__kebab__/create-__kebab__.handler';
import { Create__Pascal__HttpController } from './commands/create-__kebab__/create-__kebab__.http.controller';
import { Get__Pascal__ListHandler } from './queries/get-__kebab__-list/get-__kebab__-list.handler';
import { Get__Pascal__ListHttpController } from './queries/get-__kebab__-list/get-__kebab__-list.http.controller';

/** The __kebab__ context: its routes and the command and query handlers they dispatch to (the buses are global). */
@Module({
  controllers: [Create__Pascal__HttpController, Get__Pascal__ListHttpController],
  providers: [Create__Pascal__Handler, Get__Pascal__ListHandler],
})
export class __Pascal__Module {}
