export { ArtworkImage, IMAGE_UNAVAILABLE, jpgFallbackOf, type ArtworkImageProps } from './artwork-image';
export { JourneyMessage, type JourneyMessageProps } from './journey-message';
export { preloadImage, resolveApiUrl, type PreloadResult } from './preload-image';
export { LeavePrompt, type LeavePromptProps } from './leave-prompt';
