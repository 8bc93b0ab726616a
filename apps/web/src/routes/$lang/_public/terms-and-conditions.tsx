import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { LegalDocument } from '../../../features/legal/components/legal-document';
import { TermsContent } from '../../../features/legal/content/terms-content';
import { loadCatalogPartFor, WithCatalogPart } from '../../../lib/catalog-part';
import { useDocumentTitle } from '../../../lib/hooks';

export const Route = createFileRoute('/$lang/_public/terms-and-conditions')({
  loader: ({ params }) => loadCatalogPartFor('legal', params.lang),
  component: TermsPage,
});

function TermsPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Terms & conditions`);
  return (
    <div className="page page--narrow">
      <LegalDocument title={t`Terms & conditions`}>
        <WithCatalogPart part="legal">
          <TermsContent />
        </WithCatalogPart>
      </LegalDocument>
    </div>
  );
}
