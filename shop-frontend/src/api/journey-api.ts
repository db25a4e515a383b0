import { api } from './enhanced-api';

/**
 * The create-journey endpoints (docs/briefs/journey-api.md). Hand-written until docs/api/openapi.json carries them;
 * named like the codegen names them (operationIds) so switching to the generated ones changes imports only.
 * They live here rather than in one feature because several steps (style, results, print options, preview) read
 * the same session, and features never import each other.
 */

export type SessionOrientation = 'portrait' | 'landscape' | 'square';

export interface SessionDto {
  sessionId: string;
  originalImageUrl: string;
  /** Newest first. */
  generatedImages: string[];
  selectedImage: string | null;
  selectedStyle: string | null;
  customPrompt: string | null;
  selectedPrintType: string | null;
  selectedPrintSize: string | null;
  revisionCount: number;
  aiJobStatus: string;
  orientation?: SessionOrientation;
  /** Pixel size of the selected (or newest) generated image. */
  artwork?: { width: number; height: number } | null;
  createdAt?: string;
}

export interface ArtStyle {
  id: string | number;
  name: string;
  imageUrl: string;
}

export interface UploadImageApiResponse {
  sessionId: string;
}

export interface UpdateSessionApiArg {
  sessionId: string;
  selectedPrintType?: string;
  selectedPrintSize?: string;
}

export interface GenerateArtworkApiArg {
  sessionId: string;
  style: string;
  customPrompt?: string;
  testError?: string;
  /** Sent by the Results page's 'Create New Variation' only. */
  revision?: boolean;
}
export interface GenerateArtworkApiResponse {
  success: boolean;
  generatedImages?: string[];
  generatedImageUrl?: string;
  aiJobId?: string;
  aiJobStatus?: string;
  revisionCount?: number;
}

export type MockupView = 'front' | 'angled' | 'room';
export interface Mockup {
  src: string;
  /** Usually one of MockupView; other providers may name more views. */
  view?: string;
  cameraLabel?: string;
}
export interface GenerateMockupsApiArg {
  imageUrl: string;
  printType: string;
  printSize: string;
  requestId: string;
}
export interface GenerateMockupsApiResponse {
  success: boolean;
  mockups: Mockup[];
}

export interface JourneyCartItem {
  id: string | number;
  sessionId: string;
  printType: string;
  printSize: string;
  imageUrl: string;
  quantity: number;
  artStyle?: string;
  unitPrice?: number;
  createdAt?: string;
}
export interface AddToCartApiArg {
  sessionId: string;
  printType: string;
  printSize: string;
  quantity: number;
  imageUrl: string;
  artStyle: string;
}
export interface CartItemApiResponse {
  item: JourneyCartItem;
  itemCount: number;
}

/** Every change to a session (select, save options, generate) invalidates its cached copy. */
const sessionTag = (sessionId: string) => [{ type: 'session' as const, id: sessionId }];

export const journeyApi = api.enhanceEndpoints({ addTagTypes: ['session'] }).injectEndpoints({
  endpoints: (build) => ({
    getSession: build.query<SessionDto, string>({
      query: (sessionId) => ({ url: `/api/sessions/${encodeURIComponent(sessionId)}` }),
      // A session changes with every step: never show a stale one when a page opens.
      keepUnusedDataFor: 0,
      providesTags: (_result, _error, sessionId) => sessionTag(sessionId),
    }),
    updateSession: build.mutation<SessionDto, UpdateSessionApiArg>({
      query: ({ sessionId, ...body }) => ({
        url: `/api/sessions/${encodeURIComponent(sessionId)}`,
        method: 'PATCH',
        body,
      }),
      invalidatesTags: (_result, _error, { sessionId }) => sessionTag(sessionId),
    }),
    selectImage: build.mutation<
      { success: boolean; selectedImage: string },
      { sessionId: string; imageUrl: string }
    >({
      query: (body) => ({ url: '/api/select-image', method: 'POST', body }),
    }),
    getArtStyles: build.query<ArtStyle[], void>({
      query: () => ({ url: '/api/art-styles' }),
      keepUnusedDataFor: 600,
    }),
    generateArtwork: build.mutation<GenerateArtworkApiResponse, GenerateArtworkApiArg>({
      query: (body) => ({ url: '/api/generate', method: 'POST', body }),
      invalidatesTags: (_result, _error, { sessionId }) => sessionTag(sessionId),
    }),
    generateMockups: build.mutation<GenerateMockupsApiResponse, GenerateMockupsApiArg>({
      query: (body) => ({
        url: '/api/generate-mockups',
        method: 'POST',
        body,
        headers: { 'X-Request-ID': body.requestId },
      }),
    }),
    addToCart: build.mutation<CartItemApiResponse, AddToCartApiArg>({
      query: (body) => ({ url: '/api/cart', method: 'POST', body }),
      invalidatesTags: ['cart'],
    }),
    updateCartItem: build.mutation<CartItemApiResponse, { itemId: string | number; quantity: number }>({
      query: ({ itemId, quantity }) => ({
        url: `/api/cart/${encodeURIComponent(String(itemId))}`,
        method: 'PUT',
        body: { quantity },
      }),
      invalidatesTags: ['cart'],
    }),
    removeCartItem: build.mutation<{ success: boolean; itemCount: number }, string | number>({
      query: (itemId) => ({ url: `/api/cart/${encodeURIComponent(String(itemId))}`, method: 'DELETE' }),
      invalidatesTags: ['cart'],
    }),
    clearCart: build.mutation<{ success: boolean; itemCount: number }, void>({
      query: () => ({ url: '/api/cart', method: 'DELETE' }),
      invalidatesTags: ['cart'],
    }),
  }),
  overrideExisting: false,
});

export const {
  useGetSessionQuery,
  useUpdateSessionMutation,
  useSelectImageMutation,
  useGetArtStylesQuery,
  useGenerateArtworkMutation,
  useGenerateMockupsMutation,
  useAddToCartMutation,
  useUpdateCartItemMutation,
  useRemoveCartItemMutation,
  useClearCartMutation,
} = journeyApi;
