export { PrintAdviceLine, PrintAdviceNote } from './print-advice-note';
