import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { distanceKm, type ExistingTransaction } from '@marketplace/domain';
import { GEOCODER, type Geocoder } from '../../../../platform/geocoding/geocoding.port';
import { CatalogPublicApi } from '../../../catalog/catalog.public';
import { earliestDeliveryDate } from '../../views/local-date';
import { BuyerSteps } from '../../streams/buyer-steps';
import { SaveDeliveryCommand } from './save-delivery.command';

/** Pickup or delivery: the date (today + 2 days at the earliest), the address within the dealer's radius. */
@CommandHandler(SaveDeliveryCommand)
export class SaveDeliveryHandler implements ICommandHandler<SaveDeliveryCommand> {
  constructor(
    private readonly steps: BuyerSteps,
    @Inject(CatalogPublicApi) private readonly catalog: CatalogPublicApi,
    @Inject(GEOCODER) private readonly geocoder: Geocoder,
  ) {}

  /** Distance from the dealer to the postal code, or null when it cannot be placed precisely (an FSA centroid at best). */
  private async distanceFromDealer(s: ExistingTransaction, postalCode: string): Promise<number | null> {
    const location = await this.geocoder.geocode(postalCode);
    if (!('lat' in location) || location.accuracy !== 'fsa') return null;
    return distanceKm({ lat: s.vehicle.dealer.lat, lng: s.vehicle.dealer.lng }, { lat: location.lat, lng: location.lng });
  }

  execute({ body, ctx }: SaveDeliveryCommand) {
    return this.steps.run(body.transactionId, ctx, async (s, vehicleHeld) => {
      const type = (await this.catalog.deliveryTypes()).find((t) => t.key === body.method) ?? null;
      const address = body.method === 'delivery' ? body.address ?? null : null;
      return {
        type: 'SaveDelivery', transactionId: body.transactionId, userId: s.userId, now: ctx.now.toISOString(), completed: body.completed, vehicleHeld,
        method: body.method, deliveryType: type && { id: type.id, key: type.key as 'pickup' | 'delivery', price: type.price, maxDistanceKm: type.maxDistanceKm },
        touchless: body.touchless, date: body.date, earliestDate: earliestDeliveryDate(s.vehicle.dealer.province, ctx.now), address,
        distanceKm: address ? await this.distanceFromDealer(s, address.postalCode) : null,
      };
    }, { prefix: 'body', top: ['transactionId', 'vehicleId', 'date', 'address', 'deliveryTypeId'] });
  }
}
