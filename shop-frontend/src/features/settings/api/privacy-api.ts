import { emptyApi } from '../../../api/empty-api';
import { fileNameOf, saveBlob } from '../../../lib/save-file';

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
