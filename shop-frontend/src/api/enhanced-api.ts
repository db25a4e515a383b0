import { generatedApi } from './generated';

/**
 * The generated endpoints plus what codegen cannot know (cache lifetimes, later: invalidation between endpoints).
 * Components import hooks from here, never from generated.ts, so this is the one place to adjust endpoints.
 */
export const api = generatedApi.enhanceEndpoints({
  endpoints: {
    // The catalogue changes with deployments only (the server sends max-age=300): keep it for the visit.
    getCatalogue: { keepUnusedDataFor: 600 },
  },
});

export const { useGetCatalogueQuery, useGetHealthQuery } = api;
export type { GetCatalogueApiResponse, GetHealthApiResponse } from './generated';
