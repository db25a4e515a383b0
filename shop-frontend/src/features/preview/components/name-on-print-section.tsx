// The form moved to src/components/name-on-print (the order page uses it too); the preview imports it here.
export {
  EMPTY_NAME_FORM,
  nameFormValue,
  NameOnPrintSection,
  type NameOnPrintForm,
} from '../../../components/name-on-print';
