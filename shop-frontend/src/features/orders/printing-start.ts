/**
 * When a paid order's printing starts, in the customer's time zone (the browser's): the domain's formatting, shared
 * with the confirmation email so both say the same.
 */
export { formatClock, formatDeadline } from '@petart/domain';
