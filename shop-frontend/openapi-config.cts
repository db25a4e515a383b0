import type { ConfigFile } from '@rtk-query/codegen-openapi';

/**
 * Only JSON API calls become endpoints. Left out: routes the browser loads directly (images, style previews, the
 * image proxy, the verify-email redirect link), the server-to-server Stripe and Printify webhooks, and the multipart photo upload
 * (the shop sends it with XMLHttpRequest for its progress; fetchBaseQuery would JSON-encode the generated body).
 * GET /images/* also could not be generated: Nest Swagger writes its wildcard as '{path}' but names the parameter '*'.
 */
const NOT_API_CALLS = new Set([
  'getImage',
  'getStyleAsset',
  'imageProxy',
  'verifyEmailLink',
  'stripeWebhook',
  'printifyWebhook',
  'uploadImage',
  // Binary attachment: the shop fetches it itself (features/orders/download-file.ts).
  'downloadOrderFile',
  'downloadDataExport',
  // A review photo: an <img> loads it.
  'getReviewPhoto',
]);

/** RTK Query codegen: docs/api/openapi.json (written by the backend) -> src/api/generated.ts. */
const config: ConfigFile = {
  schemaFile: '../docs/api/openapi.json',
  apiFile: './src/api/empty-api.ts',
  apiImport: 'emptyApi',
  outputFile: './src/api/generated.ts',
  exportName: 'generatedApi',
  hooks: true,
  // Tags and invalidation are declared in src/api/enhanced-api.ts (enhanceEndpoints), not derived from OpenAPI tags.
  tag: false,
  filterEndpoints: (operationName) => !NOT_API_CALLS.has(operationName),
  // A POST that only reads (prices an address): a query, so equal addresses share one cached request.
  endpointOverrides: [{ pattern: 'calculateCartPricing', type: 'query' }],
};

export default config;
