import { Trans, useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { FaqContent } from '../../../features/legal/content/faq-content';
import { loadCatalogPartFor, WithCatalogPart } from '../../../lib/catalog-part';
import { useDocumentTitle } from '../../../lib/hooks';

export const Route = createFileRoute('/$lang/_public/faq')({
  loader: ({ params }) => loadCatalogPartFor('legal', params.lang),
  component: FaqPage,
});

function FaqPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Frequently asked questions`);
  return (
    <div className="page page--narrow">
      <h1 className="page__title">
        <Trans>Frequently asked questions</Trans>
      </h1>
      <WithCatalogPart part="legal">
        <FaqContent />
      </WithCatalogPart>
    </div>
  );
}
