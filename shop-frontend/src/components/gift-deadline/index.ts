export { GiftDeadlineNote, LANDING_GIFT_DEADLINE_ARG } from './gift-deadline-note';
