import { generatedApi } from './generated';

/**
 * The generated endpoints plus what codegen cannot know (cache lifetimes, later: invalidation between endpoints).
 * Components import hooks from here, never from generated.ts.
 */
export const api = generatedApi.enhanceEndpoints({
  endpoints: {
    // Health is polled by the chip; a stale answer is worse than a refetch.
    getHealth: { keepUnusedDataFor: 0 },
  },
});

export const { useGetHealthQuery } = api;
export type { GetHealthApiResponse } from './generated';
