import { PURCHASE_STAFF } from '@marketplace/domain/purchase';
import { useSession } from '../../../lib/session/session';
import { StaffReturnsPanel } from './staff-returns-panel';

/** Whether this user type may call the staff's delivery and return routes (the server admits the purchase staff only). */
export const handlesReturns = (userTypeId: number | undefined): boolean => userTypeId !== undefined && (PURCHASE_STAFF as readonly number[]).includes(userTypeId);

/**
 * A vehicle screen's deliveries and 7-day returns (issue #16 item 8), under the vehicle's edit form, for the staff the
 * return routes admit; a vehicles-team member sees the vehicle screen without it.
 */
export function VehicleReturnsSection({ vehicleId }: { vehicleId: string | undefined }) {
  const { user } = useSession();
  if (!vehicleId || !handlesReturns(user?.UserTypeId)) return null;
  return (
    <div className="page">
      <StaffReturnsPanel vehicleId={vehicleId} />
    </div>
  );
}
