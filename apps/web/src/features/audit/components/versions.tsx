import { Trans, useLingui } from '@lingui/react/macro';
import { diffStates } from '@marketplace/domain/audit';
import { Card, Spinner } from '@marketplace/ui';
import { ProblemAlert } from '../../../lib/problem-alert';
import { useSubjectState, type SubjectState } from '../api/audit-api';
import { ColumnHeads } from './column-heads';

const show = (v: unknown) => (v === null || v === undefined ? '—' : typeof v === 'object' ? JSON.stringify(v) : String(v));

/** Field-by-field changes (an event's diff, or two versions compared): the field's path, its value before and after. */
export function ChangesTable({ label, heads, changes }: { label: string; heads: string[]; changes: readonly { path: string; before: unknown; after: unknown }[] }) {
  return (
    <table className="data-table" aria-label={label}>
      <ColumnHeads names={heads} />
      <tbody>
        {changes.map((c) => (
          <tr key={c.path}>
            <td>{c.path}</td>
            <td>{show(c.before)}</td>
            <td>{show(c.after)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
const ownState = (s: SubjectState | undefined, subjectId: string) => s?.streams.find((x) => x.streamId === subjectId)?.state;

/**
 * Any version on screen (ADR 0078): the subject's state at the selected event's version of its own stream, and, when a
 * second version is picked, what differs between the two, field by field (the same diff as an event's).
 */
export function Versions({ subjectId, version, compare }: { subjectId: string; version: number; compare?: number }) {
  const { t } = useLingui();
  const at = useSubjectState(subjectId, version);
  const other = useSubjectState(subjectId, compare);
  const [from, to] = compare !== undefined && compare < version ? [compare, version] : [version, compare];
  const [before, after] = compare !== undefined && compare < version ? [other.data, at.data] : [at.data, other.data];
  const changes = at.data && other.data ? diffStates(ownState(before, subjectId), ownState(after, subjectId)) : null;

  return (
    <Card className="audit-versions">
      <h3>
        <Trans>State at version #{version}</Trans>
      </h3>
      <ProblemAlert error={at.error ?? other.error} />
      {at.isLoading ? <Spinner /> : null}
      {at.data ? <pre aria-label={t`State at version #${version}`}>{JSON.stringify(ownState(at.data, subjectId) ?? null, null, 2)}</pre> : null}
      {compare !== undefined ? (
        <>
          <h4>
            <Trans>
              Changes from version #{from} to version #{to}
            </Trans>
          </h4>
          {other.isLoading ? <Spinner /> : null}
          {changes && changes.length === 0 ? (
            <p>
              <Trans>The two versions hold the same state.</Trans>
            </p>
          ) : null}
          {changes && changes.length > 0 ? (
            <ChangesTable label={t`Changes between the two versions`} heads={[t`Field`, t`Version #${from}`, t`Version #${to}`]} changes={changes} />
          ) : null}
        </>
      ) : null}
    </Card>
  );
}
