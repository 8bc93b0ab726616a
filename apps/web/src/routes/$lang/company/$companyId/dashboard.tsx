import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { AreaHome } from '../../../../features/areas/components/area-home';

/** `/{lang}/company/{companyId}/dashboard` (spec §2): the dealership's sections. */
export const Route = createFileRoute('/$lang/company/$companyId/dashboard')({
  component: CompanyDashboard,
});

function CompanyDashboard() {
  const { t } = useLingui();
  const { lang, companyId } = Route.useParams();
  return (
    <AreaHome group="dealership" title={t`Dealership dashboard`} intro={t`Company no. ${companyId}`} exclude={[`/${lang}/company/${companyId}/dashboard`]} />
  );
}
