// The name-on-the-print form, shared by the preview screen (before payment) and the order page (a paid
// order's name, editable until production).
export {
  EMPTY_NAME_FORM,
  nameFormValue,
  NameOnPrintSection,
  type NameOnPrintForm,
} from './name-on-print-section';
export { NAME_TEXTS } from './name-on-print-texts';
export { NAME_PREVIEW_DEBOUNCE_MS, NamePreview, useSettled } from './name-preview';
