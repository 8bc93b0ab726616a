import type { AppConfig } from '../../../platform/config/config';
import { SecretBox } from './secret-box';

/** The box that seals the price-guide API keys (they are stored encrypted and never answered). */
export const THIRD_PARTY_SECRETS = Symbol('THIRD_PARTY_SECRETS');

export const thirdPartySecrets = (config: AppConfig) =>
  new SecretBox({ dataEncryptionKey: config.DATA_ENCRYPTION_KEY, fallbackSecret: config.sessionSecret });
