import { shopUrl } from './shop-paths';

/**
 * The shop's public pages as search engines and link previews see them: one table read by the server (the head tags
 * it writes into the HTML it sends, robots.txt, sitemap.xml, the preview images) and by the app (the document's
 * title and description after a navigation inside it), so the two never disagree.
 */

/** The shop's name, as `og:site_name` and at the end of every title. */
export const SITE_NAME = 'PetArt';

/**
 * The link preview images, 1200 x 630, drawn by the server (backend/src/platform/images/page-preview.ts): the heading
 * beside a sample of one art style's artwork. Several pages share one.
 */
export const PREVIEW_IMAGES = {
  home: { heading: 'Turn your pet into art', style: 'watercolor' },
  auth: { heading: 'Sign in and start creating', style: 'oil-painting' },
  contact: { heading: 'We are here to help', style: 'storybook-illustration' },
  privacy: { heading: 'Privacy policy', style: 'drawing' },
  terms: { heading: 'Terms of service', style: 'charcoal' },
  'refund-policy': { heading: 'Refund policy', style: 'regal-portraiture' },
  track: { heading: 'Your portrait is on its way', style: 'comic-book-style' },
} as const satisfies Record<string, { heading: string; style: string }>;

export type PreviewImageName = keyof typeof PREVIEW_IMAGES;

/** The preview image's size (Open Graph's and X's large card). */
export const PREVIEW_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** The path of a preview image: `/og/<name>.jpg` (a JPEG: artwork is a fraction of its PNG size). */
export function previewImagePath(name: PreviewImageName): string {
  return `/og/${name}.jpg`;
}

/** The shop's logo (`Organization.logo` of the structured data): a square image drawn by the server too. */
export const LOGO_IMAGE_PATH = '/og/logo.png';

/** The preview image `file` (`home.jpg`) names, if it is one. */
export function previewImageNamed(file: string): PreviewImageName | undefined {
  const name = file.endsWith('.jpg') ? file.slice(0, -'.jpg'.length) : '';
  return Object.hasOwn(PREVIEW_IMAGES, name) ? (name as PreviewImageName) : undefined;
}

/** One public page: what a search result and a link preview show for it. */
export interface PublicPage {
  /** The route, as the app's router writes it (`:param` for a part that varies). */
  path: string;
  /** The document's `<title>`, also `og:title`. */
  title: string;
  /** `<meta name="description">`, also `og:description`: one or two sentences, at most 160 characters. */
  description: string;
  /** The page's preview image (`og:image`): one of {@link PREVIEW_IMAGES}, served as `/og/<image>.jpg`. */
  image: PreviewImageName;
  /**
   * The page search engines should list instead, when this one shows the same thing under another address (`/login`
   * is the sign-in page on its first tab).
   */
  canonicalPath?: string;
  /** Listed in sitemap.xml and indexable; false for pages with no value in a search result (`noindex`). */
  listed: boolean;
}

export const PUBLIC_PAGES: readonly PublicPage[] = [
  {
    path: '/',
    title: 'PetArt - Turn Your Pet Into Art: Custom Pet Portrait Prints',
    description:
      'Upload a photo of your pet, pick one of 12 art styles and get AI artwork in seconds, printed on a poster or canvas and shipped to your door.',
    image: 'home',
    listed: true,
  },
  {
    path: '/auth',
    title: 'Sign In or Create an Account - PetArt',
    description:
      'Sign in to PetArt or create a free account to turn your pet photos into artwork, keep your creations and track your orders.',
    image: 'auth',
    listed: true,
  },
  {
    path: '/login',
    title: 'Log In - PetArt',
    description:
      'Log in to your PetArt account to create pet portraits, see your artwork and follow your orders.',
    image: 'auth',
    canonicalPath: '/auth',
    listed: false,
  },
  {
    path: '/register',
    title: 'Create an Account - PetArt',
    description:
      'Create a free PetArt account: upload your pet photo, choose an art style and order your portrait as a print.',
    image: 'auth',
    canonicalPath: '/auth',
    listed: false,
  },
  {
    path: '/auth/forgot-password',
    title: 'Reset Your Password - PetArt',
    description:
      'Forgot your PetArt password? Enter your email and we will send you a link to choose a new one.',
    image: 'auth',
    listed: false,
  },
  {
    path: '/contact',
    title: 'Contact Us - PetArt Customer Support',
    description:
      'Questions about your pet portrait, an order or a delivery? Email PetArt support: we answer within 24 hours.',
    image: 'contact',
    listed: true,
  },
  {
    path: '/privacy',
    title: 'Privacy Policy - PetArt',
    description:
      'How PetArt collects, uses and protects your personal data and your pet photos, and the choices you have.',
    image: 'privacy',
    listed: true,
  },
  {
    path: '/terms',
    title: 'Terms of Service - PetArt',
    description:
      'The terms for using PetArt: accounts, AI-generated artwork, orders, payment, printing and delivery of your prints.',
    image: 'terms',
    listed: true,
  },
  {
    path: '/refund-policy',
    title: 'Refund Policy - PetArt',
    description:
      'PetArt refunds and reprints: what to do if your print arrives damaged or wrong, cancellations and how refunds are paid.',
    image: 'refund-policy',
    listed: true,
  },
  {
    path: '/track/:orderHash',
    title: 'Track Your Order - PetArt',
    description:
      'Follow a PetArt pet portrait from production to your door: its status and the parcel tracking.',
    image: 'track',
    listed: false,
  },
];

/**
 * What a page that is not public says (the app's signed-in pages, unknown addresses): the shop's name and the
 * landing page's description, never indexed (robots.txt keeps crawlers out of /app anyway).
 */
export const PRIVATE_PAGE = {
  title: 'PetArt',
  description: PUBLIC_PAGES[0]!.description,
} as const;

/** The parts of `path` (no query, no fragment), without a trailing slash except for the root. */
function segments(path: string): string[] {
  return path
    .split(/[?#]/)[0]!
    .split('/')
    .filter((part) => part !== '');
}

/**
 * The public page `path` is (the one whose route matches it: `/track/abc` is `/track/:orderHash`), with the path
 * as visited; undefined for every other path.
 */
export function publicPageFor(path: string): PublicPage | undefined {
  const parts = segments(path);
  return PUBLIC_PAGES.find((page) => {
    const route = segments(page.path);
    return (
      route.length === parts.length &&
      route.every((part, i) => (part.startsWith(':') ? (parts[i] ?? '') !== '' : part === parts[i]))
    );
  });
}

/** The pages sitemap.xml lists, as absolute URLs of `publicUrl`. */
export function sitemapUrls(publicUrl: string): string[] {
  return PUBLIC_PAGES.filter((page) => page.listed).map((page) => shopUrl(publicUrl, page.path));
}
