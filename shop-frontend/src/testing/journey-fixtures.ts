import { http, HttpResponse } from 'msw';
import type { ArtStyleDto as ArtStyle, SessionDto } from '../api/enhanced-api';
import { apiUrl, signedInHandlers } from './msw-handlers';

/** The 13 styles of product.md P13, as GET /api/art-styles lists them. */
export const STYLE_NAMES = [
  'Watercolor',
  'Charcoal',
  'Drawing',
  'Oil Painting',
  'Baroque Painting',
  'Lego',
  'Storybook Illustration',
  'Cinematic Steampunk Noir',
  'Regal Portraiture',
  'Comic Book Style',
  'Disney',
  'Studio-Style Photorealism',
  'Surprise Me',
] as const;

export function stylesFixture(): ArtStyle[] {
  return STYLE_NAMES.map((name, index) => ({
    id: String(index + 1),
    name,
    imageUrl: `/api/assets/${name.toLowerCase().replace(/[^a-z]+/g, '-')}.webp`,
  }));
}

export function sessionFixture(overrides: Partial<SessionDto> = {}): SessionDto {
  return {
    sessionId: 's1',
    originalImageUrl: '/api/images/originals/o1.webp?exp=1&sig=a',
    petPhotos: ['/api/images/originals/o1.webp?exp=1&sig=a'],
    petCount: 1,
    petPhotosChangeable: false,
    generatedImages: [],
    selectedImage: null,
    selectedStyle: null,
    customPrompt: null,
    selectedPrintType: null,
    selectedPrintSize: null,
    revisionCount: 0,
    aiJobStatus: 'none',
    orientation: 'portrait',
    artwork: null,
    createdAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** A signed-in user, an empty cart, the styles and one session answered from `session` (404 when null). */
export function journeyHandlers(session: SessionDto | null = sessionFixture()) {
  return [
    ...signedInHandlers(),
    http.get(apiUrl('/cart'), () => HttpResponse.json({ items: [], itemCount: 0 })),
    http.get(apiUrl('/art-styles'), () => HttpResponse.json(stylesFixture())),
    // The progress dialog's poll: no partial frame unless a test says otherwise.
    http.get(apiUrl('/generate/:id/preview'), () =>
      HttpResponse.json({ aiJobStatus: 'processing', previewImageUrl: null, previewIndex: null }),
    ),
    http.get(apiUrl('/sessions/:id'), ({ params }) =>
      session && params.id === session.sessionId
        ? HttpResponse.json(session)
        : HttpResponse.json({ error: 'Session not found', message: 'Session not found' }, { status: 404 }),
    ),
  ];
}
