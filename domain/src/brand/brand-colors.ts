/**
 * Brand colours: the one source of the MUI theme of the shop and the admin app (`@petart/web-shared/theme`) and of
 * the emails the backend sends (backend/src/modules/mail/templates/layout.ts). Warm terracotta/coral for action
 * (friendly, reads as "art studio"), deep plum for contrast, cream paper backgrounds like a print shop. Primary
 * passes WCAG AA for normal text both ways: white on coral and coral on white are 5.5:1, coral on cream 5.2:1
 * (axe-core checks it in the browser journeys).
 */
export const brandColors = {
  coral: '#B04832',
  coralLight: '#E0674B',
  coralDark: '#9E3F2B',
  plum: '#4A3A5C',
  plumLight: '#6E5A84',
  plumDark: '#2F2440',
  honey: '#F2A541',
  /** Warning text on light backgrounds (honey itself is too light for text: 2.1:1 on white; this is 6:1). */
  honeyDark: '#8A5300',
  /** Info (filled toasts such as 'Still Working...'): MUI's default #0288D1 carries white text at 3.9:1 only; 4.8:1. */
  info: '#0277BD',
  cream: '#FFF8F1',
  paper: '#FFFFFF',
  ink: '#2B2118',
  inkSoft: '#6B5B4E',
} as const;
