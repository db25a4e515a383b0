/**
 * Printify blueprint / print-provider / variant ids for every catalogue size, in ONE table so that an operator can
 * correct them without touching the catalogue logic (the admin "Variant Verifier" compares them with the live API).
 *
 * Provider ids come from spec 2 §9: provider 105 makes canvases (including framed canvas), provider 2 makes posters.
 *
 * IMPORTANT: the blueprint and variant ids below are PLACEHOLDERS. They could not be confirmed against the Printify
 * catalogue from this environment (no internet access). They are deliberately recognisable (9xxxxx variant numbers)
 * so nobody mistakes them for verified data. Before going live, run the variant verifier
 * (GET /api/admin-variant/verify-variants) or `GET /v1/catalog/blueprints/{id}/print_providers/{pid}/variants.json`
 * and replace them. Candidate blueprints seen in public integrations (unverified, variant lists not found):
 * provider 105 (Jondo) "Matte Canvas, Stretched, 1.25"" = 1159 and "Matte Canvas, Framed Multi-color" = 944;
 * provider 2 "Matte Vertical Posters" = 282 and "Canvas Gallery Wraps" = 50. Spec 1 §9 notes that some square canvas and framed sizes (30x30, 36x36) share variant ids in the
 * original data; we do not reproduce that quirk: every (type, size) here has its own id.
 */
import type { PrintTypeId } from './print-catalogue.types';

/** Print provider that makes canvases and framed canvases (spec 2 §9); also the default for unknown types. */
export const CANVAS_PRINT_PROVIDER_ID = 105 as const;
/** Print provider that makes posters (spec 2 §9). */
export const POSTER_PRINT_PROVIDER_ID = 2 as const;

/** Placeholder blueprint ids (see file comment): one blueprint per print type. */
export const PRINTIFY_BLUEPRINTS: Readonly<Record<PrintTypeId, number>> = {
  poster: 900001,
  canvas: 900002,
  framed: 900003,
};

/** True while the table below still holds placeholder ids; the backend logs a warning at start-up when set. */
export const PRINTIFY_VARIANTS_ARE_PLACEHOLDERS = true;

/**
 * Variant id per print type and size value ('WxH' inches). Placeholder numbering: 9TSSSS where T is the type
 * (1 poster, 2 canvas, 3 framed) and SSSS a running number, so the values are unique and obviously synthetic.
 */
export const PRINTIFY_VARIANT_IDS: Readonly<Record<PrintTypeId, Readonly<Record<string, number>>>> = {
  poster: {
    '8x12': 910001,
    '12x18': 910002,
    '20x30': 910003,
    '24x36': 910004,
    '12x8': 910005,
    '18x12': 910006,
    '30x20': 910007,
    '36x24': 910008,
    '14x14': 910009,
    '28x28': 910010,
  },
  canvas: {
    '12x18': 920001,
    '20x30': 920002,
    '32x48': 920003,
    '40x60': 920004,
    '18x12': 920005,
    '30x20': 920006,
    '48x32': 920007,
    '60x40': 920008,
    '16x16': 920009,
    '20x20': 920010,
    '30x30': 920011,
    '36x36': 920012,
  },
  framed: {
    '12x18': 930001,
    '20x30': 930002,
    '32x48': 930003,
    '40x60': 930004,
    '18x12': 930005,
    '30x20': 930006,
    '48x32': 930007,
    '60x40': 930008,
    '16x16': 930009,
    '20x20': 930010,
    '30x30': 930011,
    '36x36': 930012,
  },
};
