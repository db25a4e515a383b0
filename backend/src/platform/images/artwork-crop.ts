import {
  coverCropRect,
  cropPositionOf,
  fitBox,
  placeCropWindow,
  type CropPosition,
  type CropRect,
} from '@petart/domain';
import sharp from 'sharp';

/** Size of the box the crop is decided in (and the mockup's working copy of the artwork). */
export const CROP_ANALYSIS_BOX = 700;

export interface ArtworkCrop {
  /** The cropped artwork at the analysis size, RGBA raw (what the mockup views are drawn from). */
  preview: { data: Buffer; width: number; height: number };
  /** The same crop in the source's (auto-oriented) pixels: what the print file is cut from. */
  rect: CropRect;
  sourceWidth: number;
  sourceHeight: number;
  /** Where the window sits along the overflowing axis (0..1), whoever chose it: shown to the customer with the proof. */
  position: number;
}

/**
 * Decides the crop of an artwork for a print of `aspect` (width / height) the one way the shop shows and prints it:
 * the customer's `position` when they chose one (a proof order's line, D-300: {@link placeCropWindow}), else sharp's
 * attention strategy on a copy scaled into a {@link CROP_ANALYSIS_BOX} box, mapped back to the source by the shared
 * geometry {@link coverCropRect}. The mockup renderer draws its views from `preview`; the print-file generator cuts
 * `rect` from the full-size source, so the printed crop is the crop the customer saw.
 */
export async function cropArtwork(
  input: Uint8Array,
  aspect: number,
  position: CropPosition = null,
): Promise<ArtworkCrop> {
  const meta = await sharp(input, { limitInputPixels: 40_000_000 }).metadata();
  const sourceWidth = meta.autoOrient?.width ?? meta.width ?? 0;
  const sourceHeight = meta.autoOrient?.height ?? meta.height ?? 0;
  if (sourceWidth <= 0 || sourceHeight <= 0) throw new Error('The artwork has no pixels');
  const fit = fitBox(aspect, CROP_ANALYSIS_BOX, CROP_ANALYSIS_BOX);
  const { rect, data, info } =
    position === null
      ? await attentionCrop(input, aspect, fit, sourceWidth, sourceHeight)
      : await placedCrop(input, fit, placeCropWindow(sourceWidth, sourceHeight, aspect, position));
  return {
    preview: { data, width: info.width, height: info.height },
    rect,
    sourceWidth,
    sourceHeight,
    position: cropPositionOf(rect, sourceWidth, sourceHeight),
  };
}

type AnalysisBox = { width: number; height: number };

/** The customer's window cut from the source and scaled to the analysis box. */
async function placedCrop(input: Uint8Array, fit: AnalysisBox, rect: CropRect) {
  const { data, info } = await sharp(input, { limitInputPixels: 40_000_000 })
    .rotate()
    .extract(rect)
    .resize(fit.width, fit.height, { fit: 'fill' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { rect, data, info };
}

/** Sharp's attention crop in the analysis box, mapped back to the source's pixels. */
async function attentionCrop(
  input: Uint8Array,
  aspect: number,
  fit: AnalysisBox,
  sourceWidth: number,
  sourceHeight: number,
) {
  const { data, info } = await sharp(input, { limitInputPixels: 40_000_000 })
    .rotate()
    .resize(fit.width, fit.height, { fit: 'cover', position: 'attention' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  // The window's offset inside the scaled (not yet cropped) image, as a share of the slack on each axis.
  const scale = Math.max(fit.width / sourceWidth, fit.height / sourceHeight);
  const slackX = Math.round(sourceWidth * scale) - fit.width;
  const slackY = Math.round(sourceHeight * scale) - fit.height;
  const offsetX = Math.abs(info.cropOffsetLeft ?? 0);
  const offsetY = Math.abs(info.cropOffsetTop ?? 0);
  const focus = {
    x: slackX > 0 ? offsetX / slackX : 0.5,
    y: slackY > 0 ? offsetY / slackY : 0.5,
  };
  return { rect: coverCropRect(sourceWidth, sourceHeight, aspect, focus), data, info };
}
