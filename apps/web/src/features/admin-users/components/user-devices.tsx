import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Dialog, useSnackbar } from '@marketplace/ui';
import { useState } from 'react';
import { adminProblemMessage } from '../problem-messages';
import { QueryState } from '../../../lib/query-state';
import { useLang } from '../../../lib/use-lang';
import { useEndUserSessions } from '../api/end-user-sessions';
import { useUserDevices, type UserDevice } from '../api/get-user-devices';
import { formatDateTime } from '../labels';
import { StaffTable } from '../../../lib/staff-table';

/**
 * A user's devices (spec §3: name, version, IP address, last accessed) with their live sessions, and "end sessions"
 * for one device or all of them (POST /api/user/end-user-sessions), each after a confirmation.
 */
export function UserDevices({ userId, userName }: { userId: string; userName: string }) {
  const { t, i18n } = useLingui();
  const lang = useLang();
  const snackbar = useSnackbar();
  const devices = useUserDevices(userId);
  const endSessions = useEndUserSessions(userId);
  /** The device whose sessions are about to end, or 'all'. */
  const [target, setTarget] = useState<UserDevice | 'all' | null>(null);

  const close = () => {
    setTarget(null);
    endSessions.reset();
  };
  const confirm = async () => {
    if (!target) return;
    try {
      const ended = await endSessions.mutateAsync(target === 'all' ? undefined : target.DeviceId);
      setTarget(null);
      snackbar.enqueue({ message: t`Sessions ended: ${ended}`, variant: 'success' });
    } catch {
      // Shown in the dialog.
    }
  };
  const live = devices.data?.reduce((sum, d) => sum + d.ActiveSessions, 0) ?? 0;

  return (
    <>
      <QueryState
        query={devices}
        errorMessage={adminProblemMessage}
        isEmpty={(list) => list.length === 0}
        empty={
          <p>
            <Trans>This user has not signed in on any device yet.</Trans>
          </p>
        }
      >
        {(list) => (
          <>
            <StaffTable caption={t`Devices of ${userName}`} columns={[t`Device`, t`Version`, t`IP address`, t`Last accessed`, t`Open sessions`, <span className="ui-visually-hidden">{t`Actions`}</span>]}>
              {list.map((device) => (
                <tr key={device.DeviceId}>
                  <th scope="row">{device.Name}</th>
                  <td>{device.Version}</td>
                  <td>
                    <code>{device.IpAddress}</code>
                  </td>
                  <td>{formatDateTime(device.LastAccessed, lang)}</td>
                  <td>{device.ActiveSessions}</td>
                  <td>
                    <Button variant="outlined" size="small" disabled={device.ActiveSessions === 0} onClick={() => setTarget(device)}>
                      <Trans>End sessions</Trans>
                      {/* The space outside the hidden part: jsdom 29 drops a child's leading space from the name. */}{' '}
                      <span className="ui-visually-hidden">
                        <Trans>
                          on {device.Name} {device.Version}
                        </Trans>
                      </span>
                    </Button>
                  </td>
                </tr>
              ))}
            </StaffTable>
            <div className="form-actions">
              <Button variant="danger" disabled={live === 0} onClick={() => setTarget('all')}>
                <Trans>End all sessions</Trans>
              </Button>
            </div>
          </>
        )}
      </QueryState>
      <Dialog
        open={target !== null}
        onOpenChange={(open) => (open ? undefined : close())}
        size="small"
        title={target === 'all' ? t`End all sessions?` : t`End the sessions of this device?`}
        description={
          target === 'all'
            ? t`${userName} will be signed out on every device and will have to log in again.`
            : target
              ? t`${userName} will be signed out on ${target.Name} ${target.Version} (${target.IpAddress}).`
              : undefined
        }
        actions={
          <>
            <Button variant="text" onClick={close}>
              <Trans>Cancel</Trans>
            </Button>
            <Button variant="danger" loading={endSessions.isPending} onClick={() => void confirm()}>
              <Trans>End sessions</Trans>
            </Button>
          </>
        }
      >
        {endSessions.isError ? <Alert variant="error">{i18n._(adminProblemMessage(endSessions.error))}</Alert> : null}
      </Dialog>
    </>
  );
}
