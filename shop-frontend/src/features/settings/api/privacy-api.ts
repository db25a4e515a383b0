import { emptyApi } from '../../../api/empty-api';

/** The file name of a Content-Disposition header (`attachment; filename="petart-data-2026-12-03.zip"`). */
function fileNameOf(disposition: string | null, fallback: string): string {
  const match = /filename="?([^";]+)"?/i.exec(disposition ?? '');
  return match?.[1] ?? fallback;
}

/** Saves a blob under a name through a temporary object URL (the browser's download). */
function saveBlob(blob: Blob, fileName: string): void {
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

/** The emailed export link's parts (`/app/settings?export=…&expires=…&signature=…`). */
export interface ExportLink {
  requestId: string;
  expires: string;
  signature: string;
}

/**
 * GET /privacy/exports/{id}/archive (owner only, bearer token): not generated (a binary attachment), declared here on
 * the shop's API with the same base query (token, refresh on 401). The zip is saved by the response handler; errors
 * come back in the house envelope like every other call.
 */
const privacyApi = emptyApi.injectEndpoints({
  endpoints: (build) => ({
    downloadDataExport: build.mutation<{ fileName: string }, ExportLink>({
      query: ({ requestId, expires, signature }) => ({
        url: `/api/privacy/exports/${encodeURIComponent(requestId)}/archive?expires=${encodeURIComponent(expires)}&signature=${encodeURIComponent(signature)}`,
        method: 'GET',
        responseHandler: async (response: Response) => {
          if (!response.ok) return response.json() as Promise<unknown>;
          const name = fileNameOf(response.headers.get('content-disposition'), 'petart-data.zip');
          saveBlob(await response.blob(), name);
          return { fileName: name };
        },
      }),
    }),
  }),
});

export const { useDownloadDataExportMutation } = privacyApi;
