import { Trans } from '@lingui/react/macro';
import { useLingui } from '@lingui/react';
import { Alert, Button, LoadingArea } from '@marketplace/ui';
import type { MessageDescriptor } from '@lingui/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { problemMessage } from './problem-messages';

/** Loading spinner, error with retry, empty state, or the data: the four honest states of a list page. */
export function QueryState<T>({
  query,
  isEmpty,
  empty,
  children,
  errorMessage = problemMessage,
}: {
  query: UseQueryResult<T>;
  isEmpty?: (data: T) => boolean;
  empty: ReactNode;
  children: (data: T) => ReactNode;
  /** The text of a failure (default: the app-wide problem messages). */
  errorMessage?: (error: unknown) => MessageDescriptor;
}) {
  const { i18n } = useLingui();
  if (query.isPending) return <LoadingArea />;
  if (query.isError) {
    return (
      <Alert variant="error" title={<Trans>This information could not be loaded.</Trans>}>
        <p>{i18n._(errorMessage(query.error))}</p>
        <Button size="small" variant="outlined" onClick={() => void query.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </Alert>
    );
  }
  if (isEmpty?.(query.data)) return <div className="empty-state">{empty}</div>;
  return <>{children(query.data)}</>;
}
