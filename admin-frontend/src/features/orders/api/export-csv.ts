import { session } from '../../../api/empty-api';
import type { useAppStore } from '../../../auth/hooks';
import { env } from '../../../config/env';

/** The file name of a Content-Disposition header, else `fallback`. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const match = /filename="([^"]+)"/.exec(disposition ?? '');
  return match?.[1] ?? fallback;
}

/**
 * Downloads GET /api/admin/export-orders-csv?from&to as a file (outside RTK Query: the answer is a file, not
 * JSON). A 401 refreshes the token once, as every other call does. Throws when the export failed.
 */
export async function downloadOrdersCsv(
  store: ReturnType<typeof useAppStore>,
  from: string,
  to: string,
): Promise<string> {
  const url = `${env.apiBaseUrl}/admin/export-orders-csv?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`;
  const call = (token: string | null) =>
    fetch(url, { credentials: 'include', headers: token ? { Authorization: `Bearer ${token}` } : {} });
  const sentWith = store.getState().auth.token;
  let response = await call(sentWith);
  if (response.status === 401) {
    const token = await session.tokenAfterUnauthorized(store, sentWith);
    if (token) response = await call(token);
  }
  if (!response.ok) throw new Error(`Export failed (${response.status})`);
  const blob = await response.blob();
  const name = fileNameOf(response.headers.get('content-disposition'), `petart-orders-${from}_to_${to}.csv`);
  saveFile(blob, name);
  return name;
}

/** Hands `blob` to the browser as a download named `name`. */
export function saveFile(blob: Blob, name: string): void {
  const link = document.createElement('a');
  const objectUrl = URL.createObjectURL(blob);
  link.href = objectUrl;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(objectUrl), 10_000);
}
