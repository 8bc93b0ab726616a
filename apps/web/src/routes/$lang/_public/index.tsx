import { createFileRoute } from '@tanstack/react-router';
import { DealerSignupDialog } from '../../../features/dealer-signup/components/dealer-signup-dialog';
import { HomePage } from '../../../features/home/components/home-page';

/** `/{lang}/`: the home of the shell. */
export const Route = createFileRoute('/$lang/_public/')({
  component: () => <HomePage dealerSignup={<DealerSignupDialog />} />,
});
