/** Date shown as "Last updated" on the legal pages; change it with the texts. */
export const LEGAL_UPDATED = 'January 1, 2025';
