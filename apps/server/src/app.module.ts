import { type DynamicModule, Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { allNestModules } from './app.registry';
import type { Infrastructure } from './platform/infrastructure';
import { PlatformModule } from './platform/platform.module';

/**
 * The application: the platform, the command and query buses (global, so every context's handlers register on
 * them without importing CqrsModule), and one feature module per registration in app.registry.ts.
 */
@Module({})
export class AppModule {
  static forRoot(infra: Infrastructure): DynamicModule {
    return { module: AppModule, imports: [PlatformModule.forRoot(infra), CqrsModule.forRoot(), ...allNestModules()] };
  }
}
