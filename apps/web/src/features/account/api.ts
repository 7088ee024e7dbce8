import type { ChangePasswordBody, DataExportResponse, DeleteAccountBody, User } from '@atria/contracts/zod-free';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { retryUnlessClientError } from '../../lib/query-retry';

/** Query keys of the account settings; mutations invalidate by these. */
export const accountKeys = {
  logins: () => ['account', 'logins'] as const,
  dataExport: () => ['account', 'data-export'] as const,
};

/** GET /auth/logins: the caller's active logins, the current one marked. */
export function loginsQueryOptions() {
  return queryOptions({
    queryKey: accountKeys.logins(),
    queryFn: ({ signal }) => api.account.listLogins({ signal }),
    retry: retryUnlessClientError,
  });
}

/** PUT /users/{id} with the two names: the profile edit (docs/product.md#settings). */
export function changeName(userId: number, body: { first_name: string; last_name: string }): Promise<User> {
  return api.users.update({ params: { id: userId }, body });
}

/** PUT /auth/password (204): 422 with `current_password` for a wrong current password. Ends the other logins. */
export async function changePassword(body: ChangePasswordBody): Promise<void> {
  await api.account.changePassword({ body });
}

/** DELETE /auth/logins/{id} (204): ends one login. */
export async function endLogin(id: string): Promise<void> {
  await api.account.endLogin({ params: { id } });
}

/** DELETE /auth/logins (204): ends every login, this one included. */
export async function endAllLogins(): Promise<void> {
  await api.account.endAllLogins();
}

/** DELETE /users/me (204): 409 while the last owner of an organization, 422 for a wrong password. */
export async function deleteAccount(body: DeleteAccountBody): Promise<void> {
  await api.account.deleteAccount({ body });
}

/** While an export is being prepared, its status is asked for this often (ms). */
export const DATA_EXPORT_POLL_MS = 2_000;

/** GET /users/me/export: the latest data export, polled while it is PENDING or RUNNING. */
export function dataExportQueryOptions() {
  return queryOptions({
    queryKey: accountKeys.dataExport(),
    queryFn: ({ signal }) => api.dataExport.status({ signal }),
    retry: retryUnlessClientError,
    refetchInterval: (query) => {
      const status = query.state.data?.export?.status;
      return status === 'PENDING' || status === 'RUNNING' ? DATA_EXPORT_POLL_MS : false;
    },
  });
}

/** POST /users/me/export (202): asks for an export, or answers the one under way; 429 when asked too often. */
export function requestDataExport(): Promise<DataExportResponse> {
  return api.dataExport.request();
}

/** GET /users/me/export/download: saves the ready archive through the browser. */
export async function downloadDataExport(): Promise<void> {
  const archive = await api.dataExport.download();
  const url = URL.createObjectURL(archive);
  const link = document.createElement('a');
  link.href = url;
  link.download = `atria-data-${new Date().toISOString().slice(0, 10)}.zip`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
