// The images module's public entry: what other modules may use. Everything else in modules/images is internal
// (the lint rule in backend/eslint.boundaries.config.mjs refuses deep imports from other modules).
export { IMAGE_PATH_PREFIX, ImageUrlSigner } from '../../platform/images/image-url-signer';
export { ImageDelivery } from '../../platform/images/image-delivery';
export type { ImageVariant } from '../../platform/images/image-variants';
