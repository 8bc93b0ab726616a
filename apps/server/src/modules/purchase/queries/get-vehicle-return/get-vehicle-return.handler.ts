import { getStaffReturnsRoute, getVehicleReturnRoute } from '@marketplace/contracts';
import { MONEY_BACK, returnWindowEnds } from '@marketplace/domain';
import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { sql, type Kysely } from 'kysely';
import { DB } from '../../../../platform/tokens';
import { TransactionDetailsRows } from '../get-transaction-details/transaction-details.rows';
import { GetStaffReturnsQuery, GetVehicleReturnQuery, type VehicleReturnRead } from './get-vehicle-return.query';

/** The handover and the return of one transaction, for its buyer or staff (anyone else: 404). */
@QueryHandler(GetVehicleReturnQuery)
export class GetVehicleReturnHandler implements IQueryHandler<GetVehicleReturnQuery> {
  constructor(private readonly rows: TransactionDetailsRows) {}

  async execute({ transactionId, ctx }: GetVehicleReturnQuery): Promise<VehicleReturnRead> {
    const { moneyBack: m, userId } = await this.rows.forOwnerOrStaff(transactionId, ctx);
    const r = m.return;
    const vehicleReturn = getVehicleReturnRoute.response.parse({
      transactionId,
      delivery: m.handover ? { ...m.handover, returnUntil: returnWindowEnds(m.handover), maxKm: MONEY_BACK.maxKm } : null,
      return: r ? {
        status: r.status, requestedAt: r.requestedAt, odometerKm: r.odometerKm, reason: r.reason, pickupAt: r.pickupAt,
        inspectedAt: r.inspection?.at ?? null, refund: r.refund,
      } : null,
    });
    return { buyerId: userId, vehicleReturn };
  }
}

/** Staff's list: open returns (oldest request first), or every return of one vehicle (the vehicle screen). */
@QueryHandler(GetStaffReturnsQuery)
export class GetStaffReturnsHandler implements IQueryHandler<GetStaffReturnsQuery> {
  constructor(@Inject(DB) private readonly db: Kysely<any>) {}

  async execute({ vehicleId }: GetStaffReturnsQuery) {
    let q = this.db.selectFrom('purchase.transaction_details').select(['transaction_id', 'vehicle_id', 'vehicle', 'money_back'])
      .where(sql<boolean>`money_back->'return' is not null and money_back->'return' <> 'null'::jsonb`);
    q = vehicleId ? q.where('vehicle_id', '=', vehicleId) : q.where(sql<boolean>`money_back->'return'->>'status' <> 'refunded'`);
    const rows = await q.orderBy(sql`money_back->'return'->>'requestedAt'`).limit(500).execute();
    return getStaffReturnsRoute.response.parse({
      items: rows.map((r) => ({
        transactionId: r.transaction_id, vehicleId: r.vehicle_id, vehicle: `${r.vehicle.year} ${r.vehicle.make} ${r.vehicle.model}`,
        status: r.money_back.return.status, requestedAt: r.money_back.return.requestedAt, pickupAt: r.money_back.return.pickupAt,
      })),
    });
  }
}
