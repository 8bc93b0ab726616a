import { Trans, useLingui } from '@lingui/react/macro';
import { useDocumentTitle } from '../../../lib/hooks';
import { QueryState } from '../../../lib/query-state';
import { useCustomerDocuments } from '../api/get-customer-documents';
import { DocumentsList } from './documents-list';

/** Spec §3 "my documents" (issue #16 item 2): every document of the customer, downloadable; licences on file. */
export function DocumentsPage() {
  const { t } = useLingui();
  const documents = useCustomerDocuments();
  useDocumentTitle(t`My documents`);
  return (
    <div className="page">
      <h1 className="page__title">
        <Trans>My documents</Trans>
      </h1>
      <QueryState
        query={documents}
        isEmpty={(data) => data.items.length === 0 && data.licences.length === 0}
        empty={
          <p>
            <Trans>No document yet. Your contract and the documents you sign will appear here after a purchase.</Trans>
          </p>
        }
      >
        {(data) => (
          <>
            <p className="page__intro">
              <Trans>Your contracts, receipts, trade-in appraisals and credit results, as PDF files. Your driver's licence stays on file: it is not shown again once confirmed.</Trans>
            </p>
            <DocumentsList data={data} />
          </>
        )}
      </QueryState>
    </div>
  );
}
