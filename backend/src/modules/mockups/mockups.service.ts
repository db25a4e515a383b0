import { Inject, Injectable } from '@nestjs/common';
import {
  ERROR_CATALOGUE,
  lookupPrintOption,
  type Mockup,
  MOCKUP_VIEWS,
  type MockupRenderer,
  MockupVariantMismatchError,
  type MockupView,
  type CropPosition,
  type NameOnPrint,
  type ObjectStorage,
} from '@petart/domain';
import { namedArtwork } from '../../platform/images/name-on-print';
import { type NameOnPrintDto, nameOnPrintOrThrow } from '../personalisation';
import { createHash } from 'node:crypto';
import { OBJECT_STORAGE } from '@petart/domain';
import { AppError } from '../../platform/http/app-error';
import { RateLimiterService, type RateLimitRule } from '../../platform/rate-limit/rate-limiter.service';
import { SessionsRepository } from '../sessions';
import { ImageUrlSigner } from '../images';
import { MOCKUP_RENDERER } from '@petart/domain';
import { LRUCache } from 'lru-cache';

/** Bump to re-render every mockup after a change of the compositor. */
export const MOCKUP_CACHE_VERSION = 'v1';
const KNOWN_MAX = 2000;

/**
 * Named (or customer-cropped) mockups drawn per account: 40 per 10 minutes (times RATE_LIMIT_SCALE). Each name or crop
 * draws the artwork again and renders every view; a customer tries a few names and spellings on a few sizes. Only a set that must be drawn
 * counts (one already stored costs nothing); shared by every replica (rate_limits).
 */
export const NAMED_MOCKUP_RATE_LIMIT = {
  name: 'named-mockup:user',
  limit: 40,
  windowMs: 10 * 60_000,
} as const satisfies RateLimitRule;
export const NAMED_MOCKUP_RATE_LIMIT_MESSAGE =
  'Too many name previews in a short time. Please wait a few minutes and try again.';

/** The views of one (image, type, size): where they are stored and which camera took them. */
interface MockupSet {
  hash: string;
  views: { view: MockupView; cameraLabel: string; key: string }[];
}

export function mockupHash(
  imageKey: string,
  printType: string,
  printSize: string,
  personalisation: NameOnPrint | null = null,
  cropPosition: CropPosition = null,
): string {
  // Without a name or a crop the key is the one it always was, so the mockups already stored stay valid.
  const named = personalisation ? `|${JSON.stringify(personalisation)}` : '';
  const cropped = cropPosition === null ? '' : `|crop=${cropPosition}`;
  return createHash('sha256')
    .update(`${imageKey}|${printType}|${printSize}|${MOCKUP_CACHE_VERSION}${named}${cropped}`)
    .digest('hex');
}

const viewKey = (hash: string, view: MockupView): string => `mockups/${hash}-${view}.webp`;
const manifestKey = (hash: string): string => `mockups/${hash}.json`;

function variantMismatch(detail?: string): AppError {
  return new AppError('MOCKUP.VARIANT_MISMATCH', ERROR_CATALOGUE.VARIANT_MISMATCH.message, {
    extra: { success: false, errorCode: 'VARIANT_MISMATCH' },
    details: detail ? [detail] : [],
  });
}

/**
 * Mockups with a server-side cache: the views of (image, type, size) are stored under
 * `mockups/<sha256(imageKey|type|size|v1)>-<view>.webp` plus a small manifest (camera labels). A request is served
 * from a bounded in-memory set of complete hashes, else from storage when the manifest and every view exist, else
 * rendered once (concurrent identical requests share the one rendering).
 */
@Injectable()
export class MockupsService {
  private readonly known = new LRUCache<string, MockupSet>({ max: KNOWN_MAX });
  private readonly inFlight = new Map<string, Promise<MockupSet>>();

  constructor(
    private readonly sessions: SessionsRepository,
    private readonly signer: ImageUrlSigner,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    @Inject(MOCKUP_RENDERER) private readonly renderer: MockupRenderer,
    private readonly limiter: RateLimiterService,
  ) {}

  async generate(
    userId: string,
    input: {
      imageUrl: string;
      printType: string;
      printSize: string;
      personalisation?: NameOnPrintDto | null;
      cropPosition?: CropPosition;
    },
  ): Promise<Mockup[]> {
    const option = lookupPrintOption(input.printType, input.printSize, { orderable: false });
    if (!option.ok && option.problem === 'unknown_type')
      throw new AppError('MOCKUP.PRINT_TYPE_INVALID', option.message);
    if (!option.ok) throw variantMismatch(`No ${option.type?.label} size ${input.printSize.trim()}`);
    const { type, size } = option;
    const personalisation = nameOnPrintOrThrow(input.personalisation);
    const imagePath = this.signer.toStoredPath(input.imageUrl);
    const imageKey = imagePath === undefined ? undefined : this.signer.keyOf(imagePath);
    if (imagePath === undefined || imageKey === undefined || !(await this.ownsImage(userId, imagePath))) {
      throw new AppError('MOCKUP.IMAGE_NOT_FOUND', 'Image not found');
    }

    const cropPosition = input.cropPosition ?? null;
    const hash = mockupHash(imageKey, type.value, size.value, personalisation, cropPosition);
    let set = await this.cached(hash);
    if (!set) {
      // A crop is a number, so like a name it could ask for endless distinct drawings: both count.
      if (personalisation || cropPosition !== null) {
        await this.limiter.hit([[NAMED_MOCKUP_RATE_LIMIT, userId]], NAMED_MOCKUP_RATE_LIMIT_MESSAGE);
      }
      set = await this.renderOnce(hash, imageKey, type.value, size.value, personalisation, cropPosition);
    }
    // A mockup is as clean as the artwork URL it was asked with: watermarked for a preview, clean for the clean file
    // a paid order's page (or staff) was given, so changing a paid print's name shows the print as it will be.
    const variant = this.signer.grantedVariant(input.imageUrl) === 'original' ? 'original' : undefined;
    return set.views.map(({ view, cameraLabel, key }) => ({
      view,
      cameraLabel,
      src: `${this.signer.sign(key, { variant })}&camera_label=${encodeURIComponent(cameraLabel)}`,
    }));
  }

  /** True when the stored image path is the original or a generated image of one of the user's sessions. */
  private async ownsImage(userId: string, imagePath: string): Promise<boolean> {
    return this.sessions.userOwnsImage(userId, imagePath);
  }

  private async cached(hash: string): Promise<MockupSet | undefined> {
    const hit = this.known.get(hash);
    if (hit) return hit;
    const manifest = await this.storage.get(manifestKey(hash));
    if (!manifest) return undefined;
    let set: MockupSet;
    try {
      set = { hash, ...(JSON.parse(Buffer.from(manifest.body).toString('utf8')) as Omit<MockupSet, 'hash'>) };
    } catch {
      return undefined;
    }
    const present = await Promise.all(set.views.map((v) => this.storage.exists(v.key)));
    if (set.views.length !== MOCKUP_VIEWS.length || present.includes(false)) return undefined;
    this.remember(set);
    return set;
  }

  private renderOnce(
    hash: string,
    imageKey: string,
    printType: string,
    printSize: string,
    personalisation: NameOnPrint | null,
    cropPosition: CropPosition,
  ): Promise<MockupSet> {
    const running = this.inFlight.get(hash);
    if (running) return running;
    const job = this.render(hash, imageKey, printType, printSize, personalisation, cropPosition).finally(() =>
      this.inFlight.delete(hash),
    );
    this.inFlight.set(hash, job);
    return job;
  }

  private async render(
    hash: string,
    imageKey: string,
    printType: string,
    printSize: string,
    personalisation: NameOnPrint | null,
    cropPosition: CropPosition,
  ): Promise<MockupSet> {
    const option = lookupPrintOption(printType, printSize, { orderable: false });
    if (!option.ok) throw variantMismatch();
    const { type, size } = option;
    const artwork = await this.storage.get(imageKey);
    if (!artwork) throw new AppError('MOCKUP.IMAGE_NOT_FOUND', 'Image not found');
    // A name or a customer's crop is drawn into an artwork already cut to the print, as the print file cuts it.
    const named =
      personalisation || cropPosition !== null
        ? await namedArtwork(artwork.body, size.widthIn / size.heightIn, personalisation, cropPosition)
        : undefined;
    let rendered;
    try {
      rendered = await this.renderer.render({
        artwork: named
          ? { bytes: named, contentType: 'image/png', fileName: `${hash.slice(0, 16)}-named.png` }
          : {
              bytes: artwork.body,
              contentType: artwork.contentType,
              fileName: imageKey.split('/').pop() ?? 'art',
            },
        printType: type.value,
        printSize: size.value,
        widthIn: size.widthIn,
        heightIn: size.heightIn,
        variant: size.printify,
      });
    } catch (error) {
      if (error instanceof MockupVariantMismatchError) throw variantMismatch(error.message);
      throw error;
    }
    const views = MOCKUP_VIEWS.map((view) => {
      const found = rendered.find((m) => m.view === view);
      if (!found) throw new Error(`Mockup renderer returned no ${view} view`);
      return { ...found, key: viewKey(hash, view) };
    });
    await Promise.all(views.map((v) => this.storage.put(v.key, v.image, v.contentType)));
    const set: MockupSet = {
      hash,
      views: views.map(({ view, cameraLabel, key }) => ({ view, cameraLabel, key })),
    };
    // The manifest is written last: its presence means every view was stored.
    await this.storage.put(
      manifestKey(hash),
      Buffer.from(JSON.stringify({ views: set.views })),
      'application/json',
    );
    this.remember(set);
    return set;
  }

  private remember(set: MockupSet): void {
    this.known.set(set.hash, set);
  }
}
