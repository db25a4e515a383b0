import { Inject, Injectable } from '@nestjs/common';
import {
  canAddPet,
  findSize,
  petPhotosChangeable,
  SEVERAL_PETS_TEXTS,
  isPrintTypeId,
  normalizePrintType,
  orientationFromDimensions,
  type ObjectStorage,
  type PhotoWarning,
} from '@petart/domain';
import { randomUUID } from 'node:crypto';
import { OBJECT_STORAGE } from '@petart/domain';
import type { AuthenticatedUser } from '../../platform/auth';
import { AppError } from '../../platform/http/app-error';
import { RateLimiterService, type RateLimitRule } from '../../platform/rate-limit/rate-limiter.service';
import { IMAGE_PATH_PREFIX, ImageUrlSigner } from '../images';
import { ImageDecodeGate } from './image-decode-gate';
import { ingestImage } from './image-ingest';
import { checkPhoto } from './photo-check';
import type { SessionDto, UpdateSessionDto } from './session.dto';
import type { SessionEntity } from './session.entity';
import { SessionsRepository } from './sessions.repository';

/**
 * Photo uploads per account: 30 per 10 minutes (times RATE_LIMIT_SCALE). A customer uploads a handful of photos per
 * portrait; 30 in ten minutes is far above that and far below what it takes to keep a replica busy decoding.
 * Postgres-backed (rate_limits), so the count is shared by every replica. Uploads need an account, so there is no
 * anonymous (per-IP) limit here.
 */
export const UPLOAD_RATE_LIMIT = {
  name: 'upload:user',
  limit: 30,
  windowMs: 10 * 60_000,
} as const satisfies RateLimitRule;

export const sessionNotFound = (): AppError => new AppError('SESSION.NOT_FOUND', 'Session not found');

/** Creation sessions: upload, owner-checked reads and updates, image selection. */
@Injectable()
export class SessionsService {
  constructor(
    private readonly sessions: SessionsRepository,
    private readonly signer: ImageUrlSigner,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    private readonly limiter: RateLimiterService,
    private readonly decodeGate: ImageDecodeGate,
  ) {}

  /** Counts one upload of the caller; 429 RATE_LIMIT with Retry-After beyond {@link UPLOAD_RATE_LIMIT}. */
  async countUpload(user: AuthenticatedUser): Promise<void> {
    await this.limiter.hit([[UPLOAD_RATE_LIMIT, user.id]]);
  }

  /**
   * Stores the normalised photo and creates the caller's session (the decode waits for a slot of the gate). The photo
   * is checked first (photo-check.ts): an unusable one is refused, the warnings of a usable one are answered.
   */
  async upload(
    user: AuthenticatedUser,
    bytes: Buffer,
  ): Promise<{ sessionId: string; warnings: PhotoWarning[] }> {
    const { image, warnings, storedPath } = await this.storePhoto(bytes);
    const sessionId = randomUUID();
    await this.sessions.insert({
      sessionId,
      userId: user.id,
      originalImageUrl: storedPath,
      originalWidth: image.width,
      originalHeight: image.height,
      imageSizes: { [storedPath]: { width: image.width, height: image.height } },
    });
    return { sessionId, warnings };
  }

  /**
   * Adds another pet's photo to the caller's session: checked and stored like the first one, while the
   * photos may change (no artwork made or being made) and the portrait has fewer than four pets (MAX_PETS).
   */
  async addPet(
    user: AuthenticatedUser,
    sessionId: string,
    bytes: Buffer,
  ): Promise<{ session: SessionDto; warnings: PhotoWarning[] }> {
    const session = await this.findVisible(user, sessionId, false);
    this.assertPetsCanChange(session);
    if (!canAddPet(1 + session.extraPhotoUrls.length)) {
      throw new AppError('SESSION.TOO_MANY_PETS', SEVERAL_PETS_TEXTS.tooMany);
    }
    const { image, warnings, storedPath } = await this.storePhoto(bytes);
    const extra = await this.sessions.addExtraPhoto(session.id, storedPath, {
      width: image.width,
      height: image.height,
    });
    if (!extra) {
      // The guard refused (a generation started, or another photo took the last place meanwhile).
      await this.storage.delete(storedPath.slice(IMAGE_PATH_PREFIX.length)).catch(() => undefined);
      const now = await this.findVisible(user, sessionId, false);
      this.assertPetsCanChange(now);
      throw new AppError('SESSION.TOO_MANY_PETS', SEVERAL_PETS_TEXTS.tooMany);
    }
    const sizes = { ...session.imageSizes, [storedPath]: { width: image.width, height: image.height } };
    return { session: this.toDto({ ...session, extraPhotoUrls: extra, imageSizes: sizes }), warnings };
  }

  /** Removes the photo of pet number `pet` (2 to 4; the first pet is the session's own photo) while photos may change. */
  async removePet(user: AuthenticatedUser, sessionId: string, pet: number): Promise<SessionDto> {
    const session = await this.findVisible(user, sessionId, false);
    this.assertPetsCanChange(session);
    const path = Number.isInteger(pet) && pet >= 2 ? session.extraPhotoUrls[pet - 2] : undefined;
    if (path === undefined) throw new AppError('SESSION.PET_NOT_FOUND', SEVERAL_PETS_TEXTS.notFound);
    const extra = await this.sessions.removeExtraPhoto(session.id, path);
    if (!extra) {
      this.assertPetsCanChange(await this.findVisible(user, sessionId, false));
      throw new AppError('SESSION.PET_NOT_FOUND', SEVERAL_PETS_TEXTS.notFound);
    }
    await this.storage.delete(path.slice(IMAGE_PATH_PREFIX.length)).catch(() => undefined);
    return this.toDto({ ...session, extraPhotoUrls: extra });
  }

  private assertPetsCanChange(session: SessionEntity): void {
    const state = { generatedImageCount: session.generatedImages.length, aiJobStatus: session.aiJobStatus };
    if (!petPhotosChangeable(state)) throw new AppError('SESSION.PETS_LOCKED', SEVERAL_PETS_TEXTS.locked);
  }

  /** Decodes (through the gate), checks and stores one photo; refuses an unusable one. */
  private async storePhoto(bytes: Buffer) {
    const image = await this.decodeGate.run(() => ingestImage(bytes));
    const warnings = checkPhoto(image.measurements);
    const key = `originals/${randomUUID()}.webp`;
    await this.storage.put(key, image.body, 'image/webp');
    return { image, warnings, storedPath: `${IMAGE_PATH_PREFIX}${key}` };
  }

  /** The session if it exists and the caller owns it (admins may read any); 404 otherwise. */
  async findVisible(user: AuthenticatedUser, sessionId: string, allowAdmin = true): Promise<SessionEntity> {
    // A prepared raw read on this hot path (every step of the journey reads the session): TypeORM's query builder and
    // entity transformer cost more than the indexed lookup itself.
    const session = await this.sessions.findBySessionId(sessionId);
    if (!session || (session.userId !== user.id && !(allowAdmin && user.isAdmin))) throw sessionNotFound();
    return session;
  }

  async update(user: AuthenticatedUser, sessionId: string, dto: UpdateSessionDto): Promise<SessionDto> {
    const session = await this.findVisible(user, sessionId, false);
    const changes: Partial<SessionEntity> = {};
    let type = session.selectedPrintType;
    // class-validator's IsOptional lets null through: null is "not given", like an absent field.
    if (dto.selectedPrintType != null) {
      const normalised = normalizePrintType(dto.selectedPrintType);
      if (!isPrintTypeId(normalised)) {
        throw new AppError(
          'SESSION.PRINT_TYPE_INVALID',
          `Unknown print type: ${dto.selectedPrintType.trim()}`,
        );
      }
      type = normalised;
      changes.selectedPrintType = normalised;
    }
    if (dto.selectedPrintSize != null) {
      const size = dto.selectedPrintSize.trim();
      if (type === null)
        throw new AppError('SESSION.PRINT_SIZE_INVALID', 'Choose a print type before a size.');
      if (!findSize(type, size)) {
        throw new AppError('SESSION.PRINT_SIZE_INVALID', `Size ${size} is not available for ${type}.`);
      }
      changes.selectedPrintSize = size;
    }
    if (Object.keys(changes).length > 0) {
      await this.sessions.update(session.id, changes);
    }
    return this.toDto({ ...session, ...changes });
  }

  async selectImage(user: AuthenticatedUser, sessionId: string, imageUrl: string): Promise<string> {
    const session = await this.findVisible(user, sessionId, false);
    const stored = this.signer.toStoredPath(imageUrl);
    if (stored === undefined || !session.generatedImages.includes(stored)) {
      throw new AppError(
        'SESSION.IMAGE_INVALID',
        'The image must be one of the artworks generated in this session.',
      );
    }
    await this.sessions.update(session.id, { selectedImage: stored });
    return this.signer.sign(stored);
  }

  /** The client view: signed URLs, orientation and artwork size from the stored dimensions. */
  toDto(session: SessionEntity): SessionDto {
    const artworkPath = session.selectedImage ?? session.generatedImages[0];
    const artwork = artworkPath ? (session.imageSizes[artworkPath] ?? null) : null;
    const dims =
      artwork ??
      (session.originalWidth && session.originalHeight
        ? { width: session.originalWidth, height: session.originalHeight }
        : null);
    return {
      sessionId: session.sessionId,
      originalImageUrl: this.signer.signOptional(session.originalImageUrl),
      petPhotos: [session.originalImageUrl, ...session.extraPhotoUrls]
        .filter((path): path is string => path !== null)
        .map((path) => this.signer.sign(path)),
      petCount: 1 + session.extraPhotoUrls.length,
      petPhotosChangeable: petPhotosChangeable({
        generatedImageCount: session.generatedImages.length,
        aiJobStatus: session.aiJobStatus,
      }),
      generatedImages: session.generatedImages.map((url) => this.signer.sign(url)),
      selectedImage: this.signer.signOptional(session.selectedImage),
      selectedStyle: session.selectedStyle,
      customPrompt: session.customPrompt,
      selectedPrintType: session.selectedPrintType,
      selectedPrintSize: session.selectedPrintSize,
      revisionCount: session.revisionCount,
      aiJobStatus: session.aiJobStatus,
      orientation: dims ? orientationFromDimensions(dims.width, dims.height) : 'portrait',
      artwork: artwork ? { width: artwork.width, height: artwork.height } : null,
      createdAt: session.createdAt.toISOString(),
    };
  }
}
