import { createFileRoute } from '@tanstack/react-router';
import { WidgetPage } from '../../../../features/dealer/components/widget-page';

/** `/{lang}/company/{companyId}/widget`: the company's embeddable inventory widget, its snippet and the partners' API docs. */
export const Route = createFileRoute('/$lang/company/$companyId/widget')({
  component: CompanyWidget,
});

function CompanyWidget() {
  const { companyId } = Route.useParams();
  return <WidgetPage key={companyId} companyId={Number(companyId)} />;
}
