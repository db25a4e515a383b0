/**
 * Brand colours. Warm terracotta/coral for action (friendly, reads as "art studio"), deep plum for contrast,
 * cream paper backgrounds like a print shop. Primary on white passes WCAG AA for large text and buttons.
 */
export const brandColors = {
  coral: '#C8553D',
  coralLight: '#E0674B',
  coralDark: '#9E3F2B',
  plum: '#4A3A5C',
  plumLight: '#6E5A84',
  plumDark: '#2F2440',
  honey: '#F2A541',
  cream: '#FFF8F1',
  paper: '#FFFFFF',
  ink: '#2B2118',
  inkSoft: '#6B5B4E',
} as const;
