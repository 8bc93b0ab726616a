import { Module } from '@nestjs/common';
import type { Kysely } from 'kysely';
import { PrivacyModule } from '../privacy/privacy.module';
import { PrivacyVault } from '../privacy/privacy-vault';
import { DB } from '../tokens';
import { PrivateFileStore } from './private-file-store';

/** Private file storage (encrypted, per-owner keys); uploads go through sanitizeImage first. */
@Module({
  imports: [PrivacyModule],
  providers: [{ provide: PrivateFileStore, inject: [DB, PrivacyVault], useFactory: (db: Kysely<any>, vault: PrivacyVault) => new PrivateFileStore(db, vault) }],
  exports: [PrivateFileStore],
})
export class FilesModule {}
