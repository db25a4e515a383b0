/**
 * The art styles of product.md P13, in screen order: name, asset slug, the OpenAI generation prompt and the recipe of
 * the local (sharp) generator. This is the one place the prompts live (D-168: each asks for the medium only and ends
 * with {@link LIKENESS_CLAUSE}; no style may recolour or reshape the pet). 'Surprise Me' has no recipe of its own: the
 * server picks one of the others.
 */
import { severalPetsInstruction } from '../photos/several-pets';
import { LIMITS } from '../validation/rules';

export type LocalRecipe =
  | 'watercolor'
  | 'charcoal'
  | 'drawing'
  | 'oil'
  | 'baroque'
  | 'lego'
  | 'storybook'
  | 'steampunk-noir'
  | 'regal'
  | 'comic'
  | 'disney'
  | 'studio'
  | 'surprise';

export interface ArtStyleDefinition {
  name: string;
  slug: string;
  prompt: string;
  recipe: LocalRecipe;
}

/**
 * What every style's prompt ends with (D-168): the model changes the medium, never the animal. Customers'
 * most common complaint is "that is not my dog" (wrong markings, odd paws), so the clause names each feature to keep:
 * markings, colours, eye colour, ear shape and anatomy. Monochrome media keep the colours as their light and dark
 * tones. Sent with `input_fidelity: "high"` where the model supports it (backend OpenAI adapter).
 */
export const LIKENESS_CLAUSE =
  'This must stay the same individual pet, recognisable at a glance by its owner: keep its exact markings and patches in the same places, its fur colours and pattern (as light and dark tones in a monochrome medium), its eye colour, its ear shape and position, and its true anatomy (head shape, muzzle, body proportions, natural legs and paws, nothing added or missing). Change only the medium and the rendering, never the animal. Single pet portrait, no text, no watermark.';

/** The style that asks for a random other style: the one declaration, for the apps and the backend. */
export const SURPRISE_ME = 'Surprise Me';

/** True for 'Surprise Me' whatever its case or surrounding spaces. */
export function isSurpriseMe(name: string | null | undefined): boolean {
  return (name ?? '').trim().toLowerCase() === SURPRISE_ME.toLowerCase();
}

export const ART_STYLES: readonly ArtStyleDefinition[] = [
  {
    name: 'Watercolor',
    slug: 'watercolor',
    recipe: 'watercolor',
    prompt: `Transform this pet photo into a delicate watercolor painting: soft translucent washes, gentle colour bleeds, visible paper texture and loose wet edges fading into white paper. ${LIKENESS_CLAUSE}`,
  },
  {
    name: 'Charcoal',
    slug: 'charcoal',
    recipe: 'charcoal',
    prompt: `Transform this pet photo into an expressive charcoal drawing on textured paper: deep blacks, smudged mid-tones, strong contrast and visible grain. ${LIKENESS_CLAUSE}`,
  },
  {
    name: 'Drawing',
    slug: 'drawing',
    recipe: 'drawing',
    prompt: `Transform this pet photo into a fine graphite pencil drawing on white paper: precise outlines, delicate hatching for fur and soft shading. ${LIKENESS_CLAUSE}`,
  },
  {
    name: 'Oil Painting',
    slug: 'oil-painting',
    recipe: 'oil',
    prompt: `Transform this pet photo into a rich classical oil painting on canvas: thick visible brush strokes, canvas texture and warm light. ${LIKENESS_CLAUSE}`,
  },
  {
    name: 'Baroque Painting',
    slug: 'baroque-painting',
    recipe: 'baroque',
    prompt: `Transform this pet photo into a 17th-century Baroque painting: dramatic chiaroscuro lighting, a dark background, warm golden tones and old-master glazing. ${LIKENESS_CLAUSE}`,
  },
  {
    name: 'Lego',
    slug: 'lego',
    recipe: 'lego',
    prompt: `Rebuild this pet as a LEGO brick model: visible studs and plastic bricks in the colours of its own fur and markings, with a playful toy-photography look. ${LIKENESS_CLAUSE}`,
  },
  {
    name: 'Storybook Illustration',
    slug: 'storybook-illustration',
    recipe: 'storybook',
    prompt: `Transform this pet photo into a whimsical children's storybook illustration: a soft pastel world around the pet, gentle outlines and a cosy hand-painted feel. ${LIKENESS_CLAUSE}`,
  },
  {
    name: 'Cinematic Steampunk Noir',
    slug: 'cinematic-steampunk-noir',
    recipe: 'steampunk-noir',
    prompt: `Reimagine this pet as the hero of a cinematic steampunk noir film still: brass goggles pushed up on its head (eyes uncovered) and gear details, moody teal and sepia lighting around it, fog, vignette and film grain. ${LIKENESS_CLAUSE}`,
  },
  {
    name: 'Regal Portraiture',
    slug: 'regal-portraiture',
    recipe: 'regal',
    prompt: `Transform this pet into a regal royal portrait: a velvet robe with ermine collar over its shoulders (head, ears and face uncovered), a jewelled medallion, a rich draped background and an ornate gold frame. ${LIKENESS_CLAUSE}`,
  },
  {
    name: 'Comic Book Style',
    slug: 'comic-book-style',
    recipe: 'comic',
    prompt: `Transform this pet photo into a bold comic book panel: thick black ink outlines, flat colours true to the pet, halftone dot shading and dynamic energy. ${LIKENESS_CLAUSE}`,
  },
  {
    name: 'Disney',
    slug: 'disney',
    recipe: 'disney',
    prompt: `Transform this pet into a charming animated-film character: expressive eyes, smooth shading, bright colours and a magical soft-lit background. ${LIKENESS_CLAUSE}`,
  },
  {
    name: 'Studio-Style Photorealism',
    slug: 'studio-style-photorealism',
    recipe: 'studio',
    prompt: `Turn this pet photo into a professional studio portrait: crisp photorealistic detail, soft-box lighting and a smooth graduated studio backdrop. ${LIKENESS_CLAUSE}`,
  },
  {
    name: SURPRISE_ME,
    slug: 'surprise-me',
    recipe: 'surprise',
    prompt: `Transform this pet photo into a surprising, artistic portrait in a distinctive painterly style. ${LIKENESS_CLAUSE}`,
  },
];

/** Styles the generator can render (everything but Surprise Me). */
export const GENERATABLE_STYLES = ART_STYLES.filter((s) => s.recipe !== 'surprise');

/** The slug of the preview image shown when a style name is unknown (product.md P13: the Drawing image). */
export const FALLBACK_PREVIEW_SLUG = 'drawing';

/** Case-insensitive lookup by name. */
export function findArtStyle(name: string): ArtStyleDefinition | undefined {
  const wanted = name.trim().toLowerCase();
  return ART_STYLES.find((s) => s.name.toLowerCase() === wanted);
}

/** Public URL of a style's preview asset; unknown names fall back to the Drawing preview. */
export function previewUrlFor(name: string): string {
  return `/api/assets/${findArtStyle(name)?.slug ?? FALLBACK_PREVIEW_SLUG}.webp`;
}

/**
 * Full prompt sent to the AI generator: the style prompt, the several-pets instruction when the session has more than
 * one photo, then the customer's trimmed text.
 */
export function generationPrompt(style: ArtStyleDefinition, customPrompt?: string, petCount = 1): string {
  const extra = customPrompt?.trim();
  const pets = severalPetsInstruction(petCount);
  return [style.prompt, pets, extra ? `Customer request: ${extra.slice(0, LIMITS.customPromptMax)}` : null]
    .filter((part): part is string => part !== null)
    .join('\n');
}
