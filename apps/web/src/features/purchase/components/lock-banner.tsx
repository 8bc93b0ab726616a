import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Dialog } from '@marketplace/ui';
import { useEffect, useMemo, useState } from 'react';
import { formatLongDate } from '../../../lib/dates';
import { inventoryHref } from '../../../lib/links';
import { useVehicleTimer } from '../api/check-vehicle-timer';
import { useExpandVehicleTimer } from '../api/expand-vehicle-timer';
import { useSetVehicleTimer } from '../api/set-vehicle-timer';
import { clock } from '../format';
import { lockProblemText } from '../problem-messages';

/** Ask for more time when this little is left: 5 minutes, or a third of a (shortened, in tests) lock. */
function threshold(lockMinutes: number): number {
  return Math.min(5 * 60, (lockMinutes * 60) / 3);
}

/**
 * The lock's countdown (server time corrected for this device's clock), the need-more-time modal (15 more minutes)
 * and the reservation-expired modal (refresh, or return to inventory). After the deposit it shows the reservation.
 */
export function LockBanner({ vehicleId, lang, paid }: { vehicleId: string; lang: string; paid: boolean }) {
  const { i18n } = useLingui();
  const timer = useVehicleTimer(vehicleId);
  const expand = useExpandVehicleTimer(vehicleId);
  const relock = useSetVehicleTimer(vehicleId);
  const [now, setNow] = useState(() => Date.now());
  const [dismissedFor, setDismissedFor] = useState<string | null>(null);
  const [refreshError, setRefreshError] = useState<unknown>(null);

  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, []);

  const data = timer.data;
  const skew = useMemo(() => (data ? Date.parse(data.serverTime) - timer.dataUpdatedAt : 0), [data, timer.dataUpdatedAt]);
  if (!data) return null;

  if (data.status === 'reserved' && data.holder === 'me') {
    return (
      <div className="purchase-lock" role="status">
        <span>
          <Trans>Your deposit reserves this vehicle until {formatLongDate(new Date(data.expiresAt!), i18n.locale)}.</Trans>
        </span>
      </div>
    );
  }
  if (paid) return null;

  const remaining = data.holder === 'me' && data.expiresAt ? (Date.parse(data.expiresAt) - (now + skew)) / 1000 : 0;
  const expired = remaining <= 0;
  const canExtend = data.extensionsUsed < data.maxExtensions;
  const askMore = !expired && canExtend && remaining <= threshold(data.lockMinutes) && dismissedFor !== data.expiresAt;
  const urgent = remaining <= threshold(data.lockMinutes);

  const refresh = async () => {
    setRefreshError(null);
    try {
      await relock.mutateAsync();
    } catch (error) {
      setRefreshError(error);
    }
  };

  return (
    <>
      {!expired ? (
        <div className={`purchase-lock${urgent ? ' purchase-lock--urgent' : ''}`} role="timer" aria-live="off">
          <span>
            <Trans>
              This vehicle is held for you for <span className="purchase-lock__time">{clock(remaining)}</span>
            </Trans>
          </span>
          {canExtend ? (
            <Button size="small" variant="text" loading={expand.isPending} onClick={() => void expand.mutateAsync()}>
              <Trans>Add {data.extensionMinutes} minutes</Trans>
            </Button>
          ) : null}
        </div>
      ) : null}
      <Dialog
        open={askMore}
        onOpenChange={(open) => (open ? undefined : setDismissedFor(data.expiresAt))}
        title={<Trans>Need more time?</Trans>}
        description={<Trans>The vehicle is held for you for {clock(remaining)} more. Add {data.extensionMinutes} minutes to finish calmly.</Trans>}
        size="small"
        actions={
          <>
            <Button variant="text" onClick={() => setDismissedFor(data.expiresAt)}>
              <Trans>No, thanks</Trans>
            </Button>
            <Button variant="primary" loading={expand.isPending} onClick={() => void expand.mutateAsync()}>
              <Trans>Add {data.extensionMinutes} minutes</Trans>
            </Button>
          </>
        }
      />
      <Dialog
        open={expired}
        title={<Trans>Reservation expired</Trans>}
        description={<Trans>Your {data.lockMinutes}-minute hold on this vehicle has ended. Refresh to hold it again if it is still free, or return to the inventory.</Trans>}
        size="small"
        actions={
          <>
            <Button asChild variant="text">
              <a href={inventoryHref(lang)}>
                <Trans>Return to inventory</Trans>
              </a>
            </Button>
            <Button variant="primary" loading={relock.isPending} onClick={() => void refresh()}>
              <Trans>Refresh</Trans>
            </Button>
          </>
        }
      >
        {refreshError ? (
          <p role="alert">{lockProblemText(refreshError, i18n)}</p>
        ) : null}
      </Dialog>
    </>
  );
}
