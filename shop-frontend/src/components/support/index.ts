export { SUPPORT_CHECKLIST, SupportChecklist } from './support-checklist';
