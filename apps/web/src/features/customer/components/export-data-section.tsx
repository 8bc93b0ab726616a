import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button } from '@marketplace/ui';
import { isApiError } from '../../../lib/http';
import { problemMessage } from '../../../lib/problem-messages';
import { EXPORT_PER_DAY, useExportPersonalDataMutation } from '../api/export-personal-data';

/** "Download my data" (Quebec Law 25 portability): a JSON file of everything held about the person, 3 times a day. */
export function ExportDataSection() {
  const { t, i18n } = useLingui();
  const mutation = useExportPersonalDataMutation();
  const perDay = EXPORT_PER_DAY;
  const limited = isApiError(mutation.error) && mutation.error.status === 429;
  return (
    <div className="stack">
      <p>
        <Trans>Download a copy of everything we hold about you, as a JSON file. You can do this {perDay} times a day.</Trans>
      </p>
      {mutation.isError ? (
        <Alert variant="error">
          {limited ? t`You have already downloaded your data ${perDay} times today. Try again tomorrow.` : i18n._(problemMessage(mutation.error))}
        </Alert>
      ) : null}
      {mutation.isSuccess ? <Alert variant="success">{t`Your data was downloaded.`}</Alert> : null}
      <div className="form-actions">
        <Button variant="outlined" loading={mutation.isPending} onClick={() => mutation.mutate()}>
          <Trans>Download my data</Trans>
        </Button>
      </div>
    </div>
  );
}
