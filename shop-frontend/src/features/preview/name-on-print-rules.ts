export { NAME_PREVIEW_DEBOUNCE_MS, NAME_TEXTS, useSettled } from '../../components/name-on-print';
