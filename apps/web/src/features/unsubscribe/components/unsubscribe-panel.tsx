import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Card } from '@marketplace/ui';
import { isApiError } from '../../../lib/http';
import { problemMessage } from '../../../lib/problem-messages';
import { useUnsubscribeMutation, type UnsubscribeList } from '../api/unsubscribe';

/**
 * Unsubscribe from emails. The user confirms with a button, so that mail scanners that open links do not
 * unsubscribe anyone by themselves.
 */
export function UnsubscribePanel({ token, list = 'reminders' }: { token: string | null; list?: UnsubscribeList }) {
  const { i18n } = useLingui();
  const mutation = useUnsubscribeMutation(list);

  return (
    <div className="page page--narrow">
      <Card aria-labelledby="unsubscribe-title">
        <h1 id="unsubscribe-title" className="page__title">
          <Trans>Unsubscribe</Trans>
        </h1>
        {!token ? (
          <p>
            <Trans>To stop receiving our emails, use the unsubscribe link at the bottom of one of them.</Trans>
          </p>
        ) : mutation.isSuccess ? (
          <Alert variant="success" title={<Trans>You are unsubscribed</Trans>}>
            <p>
              <Trans>You will no longer receive these emails. Emails about your transactions and your account will still reach you.</Trans>
            </p>
          </Alert>
        ) : (
          <>
            {mutation.isError ? (
              <Alert variant="error" title={<Trans>Unsubscription failed</Trans>}>
                {isApiError(mutation.error, 'identity.token_invalid') ? i18n._(problemMessage(mutation.error)) : null}
              </Alert>
            ) : null}
            <p>
              {list === 'price-change'
                ? <Trans>Do you want to stop receiving trade-in price-change emails?</Trans>
                : <Trans>Do you want to stop receiving reminder emails (a reservation or a trade-in offer about to end)?</Trans>}
            </p>
            <Button loading={mutation.isPending} onClick={() => mutation.mutate({ token })}>
              <Trans>Unsubscribe</Trans>
            </Button>
          </>
        )}
      </Card>
    </div>
  );
}
