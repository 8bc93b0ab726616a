import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { SignupForm } from '../../../features/auth/components/signup-form';
import { SocialButtons } from '../../../features/auth/components/social-buttons';
import { TermsDialog } from '../../../features/legal/components/terms-dialog';
import { languagesQuery } from '../../../lib/config/languages-query';
import { useDocumentTitle } from '../../../lib/hooks';
import { languageIdOf } from '../../../lib/languages';
import { useStoreUser } from '../../../lib/session/session';

export const Route = createFileRoute('/$lang/_public/signup')({
  component: SignupPage,
});

function SignupPage() {
  const { t } = useLingui();
  const { lang } = Route.useParams();
  const navigate = useNavigate();
  const storeUser = useStoreUser();
  const { data: languages } = useQuery(languagesQuery);
  useDocumentTitle(t`Create an account`);

  return (
    <SignupForm
      languageId={languageIdOf(lang, languages)}
      redirectUrl={`/${lang}/customer/dashboard`}
      termsDialog={<TermsDialog />}
      social={<SocialButtons lang={lang} />}
      onRegistered={async (user) => {
        // Registration with Status 1 stores the user (spec §4); an unverified user then sees the email-confirmation screen.
        storeUser(user);
        await navigate({ to: '/$lang/customer/dashboard', params: { lang }, replace: true });
      }}
    />
  );
}
