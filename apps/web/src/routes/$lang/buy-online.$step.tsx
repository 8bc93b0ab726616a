import { createFileRoute, notFound, redirect } from '@tanstack/react-router';
import { PurchaseWizard } from '../../features/purchase/components/purchase-wizard';
import { isPurchaseStep } from '../../features/purchase/steps';
import { isSupportedLocale } from '../../lib/languages';

/** /{lang}/buy-online/{step}?vehicleId=: one of the eight steps. */
export const Route = createFileRoute('/$lang/buy-online/$step')({
  // Route options other than the component are not code-split: the step list (and the purchase contracts behind it)
  // is imported lazily so it stays out of the first page's bundle.
  beforeLoad: async ({ params, search }) => {
    const { isPurchaseStep } = await import('../../features/purchase/steps');
    if (!isPurchaseStep(params.step)) throw notFound();
    if (!search.vehicleId) throw redirect({ to: '/$lang/buy-online', params: { lang: params.lang }, search: {} });
  },
  // Loaders are not code-split: import the purchase API lazily so its contracts stay out of the first page's bundle.
  loader: async ({ context, location }) => {
    const vehicleId = new URLSearchParams(location.searchStr).get('vehicleId');
    if (!vehicleId) return;
    const { transactionQuery } = await import('../../features/purchase/api/get-transaction-details');
    await context.queryClient.ensureQueryData(transactionQuery(vehicleId));
  },
  component: StepPage,
});

function StepPage() {
  const { lang, step } = Route.useParams();
  const { vehicleId } = Route.useSearch();
  if (!vehicleId || !isPurchaseStep(step) || !isSupportedLocale(lang)) return null;
  return <PurchaseWizard vehicleId={vehicleId} step={step} lang={lang} />;
}
