import type { NOTIFICATION_STATUSES } from '@marketplace/contracts/dealer/notifications.routes';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  changeNotificationStatus, confirmImportHolds, getErrorsSections, getImportHolds, getNotificationsErrors, getNotificationsImportsList, getWaitingHolds, importInventory,
} from '../../../lib/api/client/dealer/notifications.routes';

const keys = {
  all: ['dealer', 'notifications'] as const,
  imports: (companyId: number | undefined, page: number) => ['dealer', 'notifications', 'imports', companyId ?? null, page] as const,
  sections: (importId: string, progress: number) => ['dealer', 'notifications', 'sections', importId, progress] as const,
  holds: (importId: string, progress: number) => ['dealer', 'notifications', 'holds', importId, progress] as const,
  waiting: (companyId: number | undefined, page: number, pageSize: number, progress: number) =>
    ['dealer', 'notifications', 'waiting', companyId ?? null, page, pageSize, progress] as const,
  errors: (importId: string, progress: number, section: string | undefined, page: number) =>
    ['dealer', 'notifications', 'errors', importId, progress, section ?? null, page] as const,
};

/** How often the list is read again while an import is queued or running (its progress). */
export const PROGRESS_POLL_MS = 1_000;

/** GET /api/notification/get-notifications-imports-list, read again every second while one is unfinished. */
export function useImports(companyId: number | undefined, page: number) {
  return useQuery({
    queryKey: keys.imports(companyId, page),
    queryFn: ({ signal }) => getNotificationsImportsList({ query: { companyId, page, pageSize: 25 }, signal }),
    placeholderData: keepPreviousData,
    refetchInterval: (q) => (q.state.data?.items.some((i) => i.status === 'queued' || i.status === 'running') ? PROGRESS_POLL_MS : false),
  });
}

/** An import's error counts; `progress` (its rows processed) is part of the key, so they are read again as it moves on. */
export function useErrorSections(importId: string, progress: number) {
  return useQuery({ queryKey: keys.sections(importId, progress), queryFn: ({ signal }) => getErrorsSections({ query: { importId }, signal }) });
}

export function useImportErrors(importId: string, progress: number, section: string | undefined, page: number) {
  return useQuery({
    queryKey: keys.errors(importId, progress, section, page),
    queryFn: ({ signal }) => getNotificationsErrors({ query: { importId, section: section as never, page, pageSize: 50 }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** POST /api/notification/import-inventory with the file's bytes (base64). */
export function useImportInventory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { companyId?: number; fileName: string; contentBase64: string }) => importInventory({ body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}

export function useChangeNotificationStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { importId: string; status: (typeof NOTIFICATION_STATUSES)[number] }) => changeNotificationStatus({ body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}

/** GET /api/notification/get-import-holds: an import's rows held for review (read again as the import moves on). */
export function useImportHolds(importId: string, progress: number) {
  return useQuery({ queryKey: keys.holds(importId, progress), queryFn: ({ signal }) => getImportHolds({ query: { importId }, signal }) });
}

/** POST /api/notification/confirm-import-holds: some held lines, or all of them (`lines` left out), published. */
export function useConfirmImportHolds() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { importId: string; lines?: number[] }) => confirmImportHolds({ body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}

/**
 * GET /api/notification/get-waiting-holds: the rows still held for review over every import (the company's review list)
 * and how many; `progress` (what the imports list shows of its imports) is part of the key, so they are read again as
 * an import moves on.
 */
export function useWaitingHolds(companyId: number | undefined, page: number, pageSize: number, progress = 0) {
  return useQuery({
    queryKey: keys.waiting(companyId, page, pageSize, progress),
    queryFn: ({ signal }) => getWaitingHolds({ query: { companyId, page, pageSize }, signal }),
    placeholderData: keepPreviousData,
  });
}
