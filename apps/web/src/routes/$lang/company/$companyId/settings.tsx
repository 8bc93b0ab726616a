import { createFileRoute } from '@tanstack/react-router';
import { CompanySettingsPage } from '../../../../features/dealer/components/company-settings-page';

/** `/{lang}/company/{companyId}/settings`: the company's details and lead addresses, and a link to its plan. */
export const Route = createFileRoute('/$lang/company/$companyId/settings')({
  component: CompanySettings,
});

function CompanySettings() {
  const { lang, companyId } = Route.useParams();
  return <CompanySettingsPage key={companyId} companyId={Number(companyId)} lang={lang} />;
}
