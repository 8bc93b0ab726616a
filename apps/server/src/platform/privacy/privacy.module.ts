import { Module } from '@nestjs/common';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../config/config';
import { CONFIG, DB } from '../tokens';
import { KeyedHasher, masterKeyFrom } from './keys';
import { PrivacyVault } from './privacy-vault';

/** Crypto-shredding vault and keyed hashes, for any module that keeps personal data. */
@Module({
  providers: [
    { provide: PrivacyVault, inject: [DB, CONFIG], useFactory: (db: Kysely<any>, config: AppConfig) => new PrivacyVault(db, masterKeyFrom(config)) },
    { provide: KeyedHasher, inject: [CONFIG], useFactory: (config: AppConfig) => new KeyedHasher(masterKeyFrom(config)) },
  ],
  exports: [PrivacyVault, KeyedHasher],
})
export class PrivacyModule {}
