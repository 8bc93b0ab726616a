import { Inject, Injectable } from '@nestjs/common';
import { VIF_ID_REQUIRED_MESSAGE } from '@marketplace/contracts';
import { DomainError } from '@marketplace/domain';
import type { Logger } from 'pino';
import { LOGGER } from '../../../platform/tokens';
import { IMAGE_PROVIDER, type ImageProvider, type ProviderImage, type ProviderVif } from './image-provider.port';

/** Spec §5: "Cancelling an image download requires a vifId (otherwise vifId is required)" — and so do the other VIF calls. */
export function requireVifId(vifId: string | undefined, field: string): string {
  const v = vifId?.trim();
  if (!v) throw new DomainError('catalog.vif_id_required', 'validation', VIF_ID_REQUIRED_MESSAGE, field);
  if (!/^[A-Za-z0-9_-]{1,40}$/.test(v)) throw new DomainError('catalog.invalid_vif_id', 'validation', 'vifId is letters, digits, - and _', field);
  return v;
}

/**
 * The image provider as the image administration calls it: a failed call is logged and answered 503 (spec §8: failed
 * VIF calls log an error and rethrow), an unknown VIF 404.
 */
@Injectable()
export class VifImages {
  private readonly log: Pick<Logger, 'error'>;

  constructor(
    @Inject(IMAGE_PROVIDER) private readonly provider: ImageProvider,
    @Inject(LOGGER) logger: Logger,
  ) {
    this.log = logger.child({ component: 'catalog.images' });
  }

  private async call<T>(operation: string, fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch (error) {
      this.log.error({ err: error, operation, provider: this.provider.name }, 'image provider call failed');
      throw new DomainError('catalog.image_provider_unavailable', 'unavailable', 'The image provider is unavailable; try again shortly');
    }
  }

  /** The VIFs of a year, make and model; `operation` names the route in the log. */
  listVifs(operation: string, q: { year: number; makeId: number; modelId: number }): Promise<ProviderVif[]> {
    return this.call(operation, () => this.provider.listVifs(q));
  }

  images(vifId: string): Promise<ProviderImage[]> {
    return this.call('images', () => this.provider.images(vifId));
  }

  async knownVif(vifId: string, field: string): Promise<ProviderVif> {
    const vif = await this.call('find-vif', () => this.provider.findVif(vifId));
    if (!vif) throw new DomainError('catalog.vif_not_found', 'not_found', 'No such VIF at the image provider', field);
    return vif;
  }
}
