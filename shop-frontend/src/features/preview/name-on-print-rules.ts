export { NAME_TEXTS } from '../../components/name-on-print';

/** The preview is drawn again this long after the last keystroke (the server renders it). */
export const NAME_PREVIEW_DEBOUNCE_MS = 600;
