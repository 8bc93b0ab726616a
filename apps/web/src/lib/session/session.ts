import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { isApiError } from '../http';
import { useCallback, useEffect } from 'react';
import { currentUserKey, currentUserQuery, type SessionUser } from './api/current-user';
import { logout } from './api/logout';

/**
 * Whether the last session end on this tab was the user's own logout (until a user is stored again). Guarded pages
 * then leave the navigation to the logout's caller instead of sending the user to login with a referer.
 */
let endedByLogout = false;
export const sessionEndedByLogout = () => endedByLogout;

export function useSession() {
  const query = useQuery(currentUserQuery);
  const user = query.data ?? null;
  // Signed in again (login, registration, another tab): a later session end is no longer this logout's.
  useEffect(() => {
    if (user) endedByLogout = false;
  }, [user]);
  return { user, isLoading: query.isPending, query };
}

/** Login and registration store the user (spec §4). */
export function useStoreUser() {
  const queryClient = useQueryClient();
  return useCallback(
    (user: SessionUser | null) => {
      if (user) endedByLogout = false;
      queryClient.setQueryData(currentUserKey, user);
    },
    [queryClient],
  );
}

/** Re-reads the session from the server (after login, activation, profile changes). */
export function useRefreshSession() {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    const user = await queryClient.fetchQuery({ ...currentUserQuery, staleTime: 0 });
    if (user) endedByLogout = false;
    return user;
  }, [queryClient]);
}

/**
 * Logout clears the user and the session (spec §4): server call, then every cached query except configuration.
 * The local session is cleared even when the call fails, so the user is never stuck signed in on this device.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    try {
      await logout();
    } catch (error) {
      console.warn('[session] logout call failed; clearing the local session anyway', error);
    }
    endedByLogout = true;
    queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== 'config' });
    queryClient.setQueryData(currentUserKey, null);
  }, [queryClient]);
}

/**
 * The session now belongs to someone else (impersonation started or ended): forget everything cached for the previous
 * user (sections, transactions, ...) but the configuration, and store the new user.
 */
export function useReplaceSession() {
  const queryClient = useQueryClient();
  return useCallback(
    (user: SessionUser | null) => {
      if (user) endedByLogout = false;
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== 'config' && q.queryKey[0] !== 'session' });
      queryClient.setQueryData(currentUserKey, user);
    },
    [queryClient],
  );
}

export type { SessionUser };

/**
 * When any call answers "not signed in" while a user is stored, the session has ended on the server (expiry, logout in
 * another tab): forget the user, so that guarded pages send them to login with the current page as referer.
 */
export function forgetUserWhenUnauthenticated(queryClient: QueryClient) {
  return (error: unknown) => {
    if (isApiError(error, 'auth.unauthenticated') && queryClient.getQueryData(currentUserKey)) queryClient.setQueryData(currentUserKey, null);
  };
}
