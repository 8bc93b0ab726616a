import { getSocialAccountsRoute, unlinkSocialAccountRoute } from '@marketplace/contracts/identity/social.routes';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-route';

/** GET /api/user/social-accounts: the configured providers, linked or not, and whether a password is set. */
export const socialAccountsQuery = queryOptions({
  queryKey: ['user', 'social-accounts'] as const,
  queryFn: ({ signal }) => callRoute(getSocialAccountsRoute, { signal }),
});
export const useSocialAccounts = () => useQuery(socialAccountsQuery);

/** POST /api/user/unlink-social-account (`identity.last_sign_in_method` for the only way in). */
export function useUnlinkSocialAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (provider: 'google' | 'facebook') => callRoute(unlinkSocialAccountRoute, { body: { Provider: provider } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: socialAccountsQuery.queryKey }),
  });
}
