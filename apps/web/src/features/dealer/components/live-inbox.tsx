import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@marketplace/ui';
import { useState } from 'react';
import { useLiveLeads } from '../api/leads';

const canNotify = () => typeof Notification !== 'undefined';

/**
 * The live inbox's line on the lead list and the dashboard (issue #45 item 4): whether new leads arrive by themselves,
 * how many arrived since the page opened (announced to screen readers), and the offer to be notified by the browser.
 */
export function LiveInbox({ companyId }: { companyId: number | undefined }) {
  const { t } = useLingui();
  const [permission, setPermission] = useState(() => (canNotify() ? Notification.permission : 'denied'));
  const { state, arrived } = useLiveLeads(companyId, () => {
    if (canNotify() && Notification.permission === 'granted') new Notification(t`New lead`, { body: t`A buyer is waiting for your answer.`, tag: 'new-lead' });
  });
  return (
    <div className="dealer-live" data-live={state}>
      <span className={`dealer-live__dot dealer-live__dot--${state}`} aria-hidden="true" />
      <span>{state === 'live' ? <Trans>Live: new leads appear here without reloading.</Trans> : state === 'connecting' ? <Trans>Connecting…</Trans> : <Trans>Reconnecting…</Trans>}</span>
      <span role="status" aria-live="polite">{arrived > 0 ? <Trans>{arrived} new since you opened this page</Trans> : null}</span>
      {permission === 'default' ? (
        <Button size="small" variant="outlined" onClick={() => void Notification.requestPermission().then(setPermission)}>
          <Trans>Notify me of new leads</Trans>
        </Button>
      ) : null}
    </div>
  );
}
