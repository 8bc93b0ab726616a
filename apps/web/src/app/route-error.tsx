import { Trans } from '@lingui/react/macro';
import { useLingui } from '@lingui/react';
import { Button } from '@marketplace/ui';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { problemMessage } from '../lib/problem-messages';

/** Shown when a route's loader or component fails: the message for the error code and a way to retry. */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const { i18n } = useLingui();
  return (
    <div className="status-page" role="alert">
      <h1 className="status-page__title">
        <Trans>Something went wrong</Trans>
      </h1>
      <p className="status-page__text">{i18n._(problemMessage(error))}</p>
      <div className="status-page__actions">
        <Button onClick={() => reset()}>
          <Trans>Try again</Trans>
        </Button>
        <Button variant="outlined" onClick={() => window.location.reload()}>
          <Trans>Reload the page</Trans>
        </Button>
      </div>
    </div>
  );
}
