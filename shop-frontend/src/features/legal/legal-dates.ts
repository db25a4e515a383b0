/** Dates shown as "Last updated" on the legal pages; change a page's date with its text. */
export const LEGAL_UPDATED = 'January 1, 2025';
/** The privacy policy says what is kept, for how long and how to ask for a copy or a deletion since this date. */
export const PRIVACY_UPDATED = 'December 3, 2026';
