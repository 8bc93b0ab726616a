import { createFileRoute } from '@tanstack/react-router';
import { SmsCodeVerification } from '../../features/activation/components/sms-code-verification';
import { SignupForm } from '../../features/auth/components/signup-form';
import { CreditWizard, type CreditWizardSlots } from '../../features/credit/components/credit-wizard';
import { PublicLayout } from '../../features/layout/components/public-layout';
import { loadCatalogPartFor, WithCatalogPart } from '../../lib/catalog-part';
import { useLanguageId } from '../../lib/use-lang';
import { isSupportedLocale } from '../../lib/languages';

/** /{lang}/credit-application?page=: the credit pre-qualification wizard (spec §2). */
export const Route = createFileRoute('/$lang/credit-application')({
  validateSearch: (search: Record<string, unknown>): { page?: string } => (typeof search.page === 'string' ? { page: search.page } : {}),
  loader: ({ params }) => loadCatalogPartFor('credit', params.lang),
  component: CreditApplicationPage,
});

function CreditApplicationPage() {
  const { lang } = Route.useParams();
  const { page } = Route.useSearch();
  const languageId = useLanguageId();
  // An applicant without an account signs up from the wizard (confirmed by SMS) and activates with the texted code.
  const slots: CreditWizardSlots = {
    signup: (props) => <SignupForm languageId={languageId} {...props} />,
    // The activation form's texts are the account part's: loaded only for an applicant who gets that far.
    smsVerification: (props) => (
      <WithCatalogPart part="account">
        <SmsCodeVerification {...props} />
      </WithCatalogPart>
    ),
  };
  // The wizard and its result sit in the public layout (header, language menu, footer) at every width (issue 42 item 4).
  return isSupportedLocale(lang) ? (
    <PublicLayout>
      <CreditWizard lang={lang} page={page} slots={slots} />
    </PublicLayout>
  ) : null;
}
