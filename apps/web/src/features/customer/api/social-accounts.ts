import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getSocialAccounts, unlinkSocialAccount } from '../../../lib/api/client/identity/social.routes';

/** GET /api/user/social-accounts: the configured providers, linked or not, and whether a password is set. */
export const socialAccountsQuery = queryOptions({
  queryKey: ['user', 'social-accounts'] as const,
  queryFn: ({ signal }) => getSocialAccounts({ signal }),
});
export const useSocialAccounts = () => useQuery(socialAccountsQuery);

/** POST /api/user/unlink-social-account (`identity.last_sign_in_method` for the only way in). */
export function useUnlinkSocialAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (provider: 'google' | 'facebook') => unlinkSocialAccount({ body: { Provider: provider } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: socialAccountsQuery.queryKey }),
  });
}
