import { emptyApi as api } from './empty-api';
export const addTagTypes = ['catalogue', 'health'] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      getCatalogue: build.query<GetCatalogueApiResponse, GetCatalogueApiArg>({
        query: () => ({ url: `/api/catalogue` }),
        providesTags: ['catalogue'],
      }),
      getHealth: build.query<GetHealthApiResponse, GetHealthApiArg>({
        query: () => ({ url: `/api/health` }),
        providesTags: ['health'],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as generatedApi };
export type GetCatalogueApiResponse = /** status 200  */ CatalogueDto;
export type GetCatalogueApiArg = void;
export type GetHealthApiResponse = /** status 200  */ HealthDto;
export type GetHealthApiArg = void;
export type CatalogueSizeDto = {
  /** Size tier */
  description: 'Small' | 'Medium' | 'Large' | 'Max';
  heightCm: number;
  heightIn: number;
  label: string;
  orientation: 'portrait' | 'landscape' | 'square';
  /** Price in dollars */
  price: number;
  /** Price in cents */
  priceCents: number;
  recommended: boolean;
  /** Width x height in inches */
  value: string;
  /** Fulfilment provider variant id */
  variantId: number;
  widthCm: number;
  widthIn: number;
};
export type CataloguePrintTypeDto = {
  /** Base price in dollars */
  basePrice: number;
  comingSoon: boolean;
  description: string;
  details: string;
  label: string;
  popular: boolean;
  sizes: CatalogueSizeDto[];
  value: 'poster' | 'canvas' | 'framed';
};
export type CatalogueDto = {
  printTypes: CataloguePrintTypeDto[];
};
export type HealthDto = {
  database: 'up';
  status: 'ok';
  /** Seconds since the process started */
  uptimeSeconds: number;
  /** Backend package version */
  version: string;
};
export type ErrorEnvelopeDto = {
  /** Stable error code */
  code: string;
  /** Field-level messages (validation) */
  details: string[];
  /** Short human-readable text */
  error: string;
  /** Error type of the shared error catalogue */
  errorType: string;
  /** Human-readable sentence, safe to show */
  message: string;
};
export const { useGetCatalogueQuery, useGetHealthQuery } = injectedRtkApi;
