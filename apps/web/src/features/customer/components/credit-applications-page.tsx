import { Trans, useLingui } from '@lingui/react/macro';
import { Card } from '@marketplace/ui';
import { formatLongDate } from '../../../lib/dates';
import { useDocumentTitle } from '../../../lib/hooks';
import { QueryState } from '../../../lib/query-state';
import { useLang } from '../../../lib/use-lang';
import { useCreditApplications } from '../api/get-credit-application-details';

export function CreditApplicationsPage({ userGuid }: { userGuid: string }) {
  const { t } = useLingui();
  const lang = useLang();
  const applications = useCreditApplications(userGuid);
  useDocumentTitle(t`Credit applications`);

  return (
    <div className="page">
      <h1 className="page__title">
        <Trans>Credit applications</Trans>
      </h1>
      <QueryState
        query={applications}
        isEmpty={(list) => list.length === 0}
        empty={
          <>
            <h2>
              <Trans>No credit application yet</Trans>
            </h2>
            <p>
              <Trans>When you apply for financing, your applications and their answers will appear here.</Trans>
            </p>
          </>
        }
      >
        {(list) => (
          <ul className="stack-list">
            {list.map((application, index) => {
              const number = String(application.Id ?? index + 1);
              const submitted = application.DateCreated ? formatLongDate(application.DateCreated, lang) : null;
              const status = application.Status;
              return (
                <li key={number}>
                  <Card>
                    <h2 className="card-title">
                      <Trans>Application no. {number}</Trans>
                    </h2>
                    {submitted ? (
                      <p>
                        <Trans>Submitted on {submitted}</Trans>
                      </p>
                    ) : null}
                    {status ? (
                      <p>
                        <Trans>Status: {status}</Trans>
                      </p>
                    ) : null}
                  </Card>
                </li>
              );
            })}
          </ul>
        )}
      </QueryState>
    </div>
  );
}
