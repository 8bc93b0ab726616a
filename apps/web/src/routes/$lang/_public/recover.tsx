import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { RecoverForm } from '../../../features/auth/components/recover-form';
import { languagesQuery } from '../../../lib/config/languages-query';
import { useDocumentTitle } from '../../../lib/hooks';
import { languageIdOf } from '../../../lib/languages';

export const Route = createFileRoute('/$lang/_public/recover')({
  component: RecoverPage,
});

function RecoverPage() {
  const { t } = useLingui();
  const { lang } = Route.useParams();
  const { data: languages } = useQuery(languagesQuery);
  useDocumentTitle(t`Forgot your password?`);
  return <RecoverForm languageId={languageIdOf(lang, languages)} />;
}
