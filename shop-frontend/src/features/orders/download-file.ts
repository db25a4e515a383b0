import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { emptyApi } from '../../api/empty-api';
import { fileNameOf, saveBlob } from '../../lib/save-file';

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
