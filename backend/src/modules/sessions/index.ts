// The sessions module's public entry: what other modules may use. Everything else in modules/sessions is internal
// (the lint rule in backend/eslint.boundaries.config.mjs refuses deep imports from other modules).
export { ImageDecodeGate } from './image-decode-gate';
export { UNSUPPORTED_IMAGE_MESSAGE, ingestImage, type IngestedImage } from './image-ingest';
export { SessionsModule } from './sessions.module';
export { SessionsRepository } from './sessions.repository';
export { sessionNotFound } from './sessions.service';
export {
  decodePhotos,
  readPhotoForm,
  withStoredPhotos,
  type PhotoForm,
  type StoredPhoto,
} from './photo-form';
