import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { emptyApi } from '../../api/empty-api';

/** The file name of a Content-Disposition header (`attachment; filename="PetArt-xxxx-1.jpg"`). */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const match = /filename="?([^";]+)"?/i.exec(disposition ?? '');
  return match?.[1] ?? fallback;
}

/** Saves a blob under a name through a temporary object URL (the browser's download). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * GET /orders/{orderHash}/download (owner only, bearer token): not generated (a binary attachment), so declared here
 * on the shop's API with the same base query (token, refresh on 401). The file is saved by the response handler;
 * only its name reaches the store. Errors come back in the house envelope like every other call.
 */
const downloadApi = emptyApi.injectEndpoints({
  endpoints: (build) => ({
    downloadOrderFile: build.mutation<
      { fileName: string },
      { orderHash: string; line: number; fileName: string }
    >({
      query: ({ orderHash, line, fileName }) => ({
        url: `/api/orders/${encodeURIComponent(orderHash)}/download?line=${line}`,
        method: 'GET',
        responseHandler: async (response: Response) => {
          if (!response.ok) return response.json() as Promise<unknown>;
          const name = fileNameOf(response.headers.get('content-disposition'), fileName);
          saveBlob(await response.blob(), name);
          return { fileName: name };
        },
      }),
    }),
  }),
});

export const { useDownloadOrderFileMutation } = downloadApi;
export type DownloadError = FetchBaseQueryError;
