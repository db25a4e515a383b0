import { Inject, Injectable } from '@nestjs/common';
import {
  type CropPosition,
  type CropRect,
  effectivePrintDpi,
  type FulfilmentPrintFile,
  type FulfilmentProvider,
  lookupPrintOption,
  type NameOnPrint,
  type ObjectStorage,
  type PrintSize,
  type PrintTypeId,
  printFileName,
  resolvePrintVariant,
} from '@petart/domain';
import * as os from 'node:os';
import sharp from 'sharp';
import { FULFILMENT_PROVIDER } from '@petart/domain';
import { cropArtwork } from '../../platform/images/artwork-crop';
import { nameOverlay } from '../../platform/images/name-on-print';
import { OBJECT_STORAGE } from '@petart/domain';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.tokens';
import { ImageUrlSigner } from '../images';

export interface PrintFileRequest {
  orderHash: string;
  lineId: string;
  lineIndex: number;
  printType: PrintTypeId;
  printSize: string;
  /** the stored artwork URL/key as order_line_items.image_url holds it */
  sourceImage: string;
  /** the name on the print the order line carries, drawn at the print's resolution (D-178) */
  personalisation?: NameOnPrint | null;
  /** the replacement's number after a name change: the file is stored under a name of its own */
  revision?: number;
  /** the customer's crop of the line (D-300), 0..1 along the overflowing axis; null or absent: the automatic crop */
  cropPosition?: CropPosition;
  /**
   * the proof's number when the file is drawn as a proof for the customer (D-300): stored under a name of its own
   * (`<hash>-<line>-proof<n>.jpg`), with a picture of it small enough for a page and an email
   */
  proof?: number;
}

/** The longest side of a proof's picture (pixels): sharp on a phone and a retina laptop, light in an email. */
export const PROOF_PREVIEW_PX = 1200;

export interface PreparedPrintFile extends FulfilmentPrintFile {
  /** effective DPI of the source over the printed area, rounded */
  effectiveDpi: number | null;
  /** what enlarged the artwork to the print's pixels ({@link PRINT_FILE_UPSCALER}), recorded on the line for staff */
  upscaler: string;
  /** a proof's picture of the file (PROOF_PREVIEW_PX), only when drawn as a proof */
  previewUrl?: string;
  /** where the crop window sat along the overflowing axis (0..1), the customer's or the automatic one */
  cropPosition: number;
  /** the artwork's width / height (auto-oriented), so the customer's crop editor can draw the window over it */
  artworkAspect: number;
}

/**
 * The upscaler of print files: sharp's lanczos3, chosen by measurement against three learned ESRGAN models and a
 * sharpened lanczos3 (docs/decisions.md D-172, docs/benchmarks.md "Upscaler for print files").
 */
export const PRINT_FILE_UPSCALER = 'lanczos3';

/** Print resolution when the provider gives no placeholder (vendors.md §1.4: 300 dpi in every size seen). */
export const PRINT_FILE_DPI = 300;
/** How long the print file's signed URL stays valid (the provider may fetch it late, e.g. after a hold). */
export const PRINT_FILE_URL_VALIDITY_SECONDS = 30 * 24 * 60 * 60;
/** Files up to this size also travel as base64 (Printify recommends URLs above 5 MB, vendors.md §2.3). */
export const PRINT_FILE_INLINE_MAX_BYTES = 5 * 1024 * 1024;
/** Largest source artwork accepted (pixels); generated artwork is about 1.5 Mpx. */
const MAX_SOURCE_PIXELS = 100_000_000;
/** JPEG quality of print files (see docs/decisions.md "Printify integration": JPEG q95 vs PNG, measured). */
export const PRINT_FILE_JPEG_QUALITY = 95;

/**
 * Makes the file the provider prints for one order line, "what you see is what is printed": the stored artwork is
 * cropped exactly as the mockup's front view crops it ({@link cropArtwork}: one decision, mapped to source pixels),
 * upscaled with lanczos3 to the variant's print-area pixel size (the provider's placeholder, else 300 dpi x inches),
 * encoded as JPEG q95 (4:4:4), stored under `print-files/<orderHash>/` and handed out as a long-lived signed absolute
 * URL with the file name `<orderHash>-<line>.jpg`, its pixel size and the source's effective DPI over the print.
 */
@Injectable()
export class PrintFileGenerator {
  constructor(
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    private readonly signer: ImageUrlSigner,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(FULFILMENT_PROVIDER) private readonly provider: FulfilmentProvider,
  ) {}

  async prepare(request: PrintFileRequest): Promise<PreparedPrintFile> {
    const option = lookupPrintOption(request.printType, request.printSize, { orderable: false });
    if (!option.ok)
      throw new Error(`No print file for ${request.printType} ${request.printSize}: ${option.message}`);
    const { size } = option;
    const key =
      this.signer.keyOf(request.sourceImage) ?? this.signer.keyOf(`/api/images/${request.sourceImage}`);
    if (key === undefined) throw new Error(`Not a stored image: ${request.sourceImage}`);
    const source = await this.storage.get(key);
    if (!source) throw new Error(`The artwork ${key} is not in storage`);

    const target = await this.targetPixels(request.printType, size);
    const { bytes, rect, position, artworkAspect } = await renderPrintFile(
      source.body,
      size,
      target,
      'jpeg',
      request.personalisation ?? null,
      request.cropPosition ?? null,
    );
    const printName = printFileName(request.orderHash, request.lineIndex + 1, request.revision ?? 0);
    const fileName = request.proof ? printName.replace(/\.jpg$/, `-proof${request.proof}.jpg`) : printName;
    const url = await this.store(`print-files/${request.orderHash}/${fileName}`, bytes);
    const dpi = effectivePrintDpi(rect.width, rect.height, size);
    const previewUrl = request.proof
      ? await this.store(
          `print-files/${request.orderHash}/${fileName.replace(/\.jpg$/, '-preview.jpg')}`,
          await sharp(bytes)
            .resize(PROOF_PREVIEW_PX, PROOF_PREVIEW_PX, { fit: 'inside' })
            .jpeg({ quality: 85 })
            .toBuffer(),
        )
      : undefined;
    return {
      ...(previewUrl ? { previewUrl } : {}),
      url,
      fileName,
      widthPx: target.width,
      heightPx: target.height,
      ...(bytes.length <= PRINT_FILE_INLINE_MAX_BYTES
        ? { contentBase64: Buffer.from(bytes).toString('base64') }
        : {}),
      effectiveDpi: dpi > 0 ? dpi : null,
      upscaler: PRINT_FILE_UPSCALER,
      cropPosition: position,
      artworkAspect,
    };
  }

  /** Stores a JPEG under `key` and answers its long-lived absolute URL. */
  private async store(key: string, bytes: Uint8Array): Promise<string> {
    await this.storage.put(key, bytes, 'image/jpeg');
    const url = await this.storage.url(key, { expiresInSeconds: PRINT_FILE_URL_VALIDITY_SECONDS });
    return url.startsWith('/') ? `${this.config.publicUrl}${url}` : url;
  }

  /**
   * The print area's pixel size: the provider's front placeholder for the variant the order will use
   * ({@link resolvePrintVariant}), else 300 dpi x inches. A provider that cannot answer falls back to 300 dpi too.
   */
  async targetPixels(type: PrintTypeId, size: PrintSize): Promise<{ width: number; height: number }> {
    const fallback = {
      width: Math.round(size.widthIn * PRINT_FILE_DPI),
      height: Math.round(size.heightIn * PRINT_FILE_DPI),
    };
    const variants = await this.provider.listVariants(size.printify).catch(() => []);
    const variant = resolvePrintVariant(type, size.value, variants, size.printify.variantId)?.variant;
    const front = variant?.placeholders.find((p) => p.position === 'front');
    return front && front.width > 0 && front.height > 0
      ? { width: front.width, height: front.height }
      : fallback;
  }
}

/** Print files in progress in this process (see {@link withAllCores}). */
let printFilesInProgress = 0;
let threadsBefore = 1;

/**
 * Runs `work` with libvips' thread pool widened to every core. sharp defaults to ONE libvips thread on glibc Linux
 * (to limit memory fragmentation), which leaves a 2-core machine half idle while it upscales 78 Mpx: measured,
 * the upscale is 85% of a poster's CPU time and parallelises across the pool. The pool size is read when a pipeline
 * starts, so the previous value comes back once the last print file in progress is done; uploads and mockups keep
 * the default (their memory figures in docs/benchmarks.md are measured with it).
 */
async function withAllCores<T>(work: () => Promise<T>): Promise<T> {
  if (printFilesInProgress++ === 0) {
    threadsBefore = sharp.concurrency();
    sharp.concurrency(Math.max(threadsBefore, os.availableParallelism()));
  }
  try {
    return await work();
  } finally {
    if (--printFilesInProgress === 0) sharp.concurrency(threadsBefore);
  }
}

/** A print file's bytes and the crop it was cut by. */
export interface RenderedPrintFile {
  bytes: Buffer;
  rect: CropRect;
  /** where the window sat along the overflowing axis (0..1) */
  position: number;
  /** the artwork's width / height */
  artworkAspect: number;
}

/**
 * Crops (the mockup's crop, or the customer's `cropPosition`) and upscales one artwork to `target` pixels as JPEG.
 * Exported for the benchmark and the tests. libvips streams the pipeline (sequential read; JPEG without optimised
 * Huffman coding), so memory stays bounded by the encoder's strips and the output buffer rather than the full raw
 * image.
 */
export async function renderPrintFile(
  source: Uint8Array,
  size: Pick<PrintSize, 'widthIn' | 'heightIn'>,
  target: { width: number; height: number },
  format: 'jpeg' | 'png' = 'jpeg',
  personalisation: NameOnPrint | null = null,
  cropPosition: CropPosition = null,
): Promise<RenderedPrintFile> {
  return withAllCores(() => encodePrintFile(source, size, target, format, personalisation, cropPosition));
}

async function encodePrintFile(
  source: Uint8Array,
  size: Pick<PrintSize, 'widthIn' | 'heightIn'>,
  target: { width: number; height: number },
  format: 'jpeg' | 'png',
  personalisation: NameOnPrint | null,
  cropPosition: CropPosition,
): Promise<RenderedPrintFile> {
  const { rect, preview, position, sourceWidth, sourceHeight } = await cropArtwork(
    source,
    size.widthIn / size.heightIn,
    cropPosition,
  );
  const pipeline = sharp(source, { limitInputPixels: MAX_SOURCE_PIXELS, sequentialRead: true })
    .rotate()
    .extract(rect)
    .resize(target.width, target.height, { fit: 'cover', kernel: PRINT_FILE_UPSCALER })
    .withMetadata({ density: PRINT_FILE_DPI });
  // The name is drawn by the one renderer at the print's resolution, its colour measured on the crop's analysis
  // copy as the mockups measure it.
  if (personalisation)
    pipeline.composite([nameOverlay(preview, target.width, target.height, personalisation)]);
  const bytes =
    format === 'jpeg'
      ? await pipeline
          .jpeg({
            quality: PRINT_FILE_JPEG_QUALITY,
            chromaSubsampling: '4:4:4',
            // Optimised Huffman tables need every coefficient of the image in memory (~1 GB at 7200x10800);
            // without them the encoder streams (~90 MB peak) for files about 5% larger.
            optimiseCoding: false,
          })
          .toBuffer()
      : await pipeline.png({ compressionLevel: 6 }).toBuffer();
  return { bytes, rect, position, artworkAspect: sourceWidth / sourceHeight };
}
