import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { LegalDocument } from '../../../features/legal/components/legal-document';
import { PrivacyContent } from '../../../features/legal/content/privacy-content';
import { loadCatalogPartFor, WithCatalogPart } from '../../../lib/catalog-part';
import { useDocumentTitle } from '../../../lib/hooks';

export const Route = createFileRoute('/$lang/_public/privacy-policy')({
  loader: ({ params }) => loadCatalogPartFor('legal', params.lang),
  component: PrivacyPage,
});

function PrivacyPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Privacy policy`);
  return (
    <div className="page page--narrow">
      <LegalDocument title={t`Privacy policy`}>
        <WithCatalogPart part="legal">
          <PrivacyContent />
        </WithCatalogPart>
      </LegalDocument>
    </div>
  );
}
