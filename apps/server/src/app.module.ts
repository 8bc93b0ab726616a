import { type DynamicModule, Module } from '@nestjs/common';
import type { Infrastructure } from './platform/infrastructure';
import { PlatformModule } from './platform/platform.module';
import { IdentityModule } from './modules/identity/identity.public';
import { CatalogModule } from './modules/catalog/catalog.public';
import { PurchaseModule } from './modules/purchase/purchase.public';

/** Feature modules (one per bounded context). */
const featureModules: DynamicModule['imports'] = [IdentityModule, CatalogModule, PurchaseModule];

@Module({})
export class AppModule {
  static forRoot(infra: Infrastructure): DynamicModule {
    return { module: AppModule, imports: [PlatformModule.forRoot(infra), ...(featureModules ?? [])] };
  }
}
