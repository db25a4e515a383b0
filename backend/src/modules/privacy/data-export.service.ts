import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import {
  CLOCK,
  type Clock,
  type Mailer,
  MAILER,
  OBJECT_STORAGE,
  type ObjectStorage,
  shopPaths,
  shopUrl,
} from '@petart/domain';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.tokens';
import { JobQueue, OtherJob, ScheduledJob } from '../../platform/jobs/job-queue';
import { OnJob, OnJobGiveUp } from '../../platform/jobs/on-job';
import { ClaimsRepository } from '../claims';
import { IMAGE_PATH_PREFIX } from '../images';
import { OrdersRepository } from '../orders';
import { SessionsRepository } from '../sessions';
import { UsersRepository } from '../users';
import { archivePath, zipArchive, type ArchiveEntry } from './data-archive';
import { EXPORT_LINK_TTL_MS } from './export-link';
import { PrivacyAudit } from './privacy-audit';
import { PrivacyRequestsRepository } from './privacy-requests.repository';
import { PrivacyService } from './privacy.service';
import { dataExportEmail } from './privacy.texts';

/** Where the archives are stored (through the storage port, private like every stored object). */
export const exportArchiveKey = (requestId: string): string => `exports/${requestId}.zip`;

/** The stored key of an image path the app hands out (`/api/images/<key>`), or undefined for anything else. */
export function storageKeyOf(path: string | null | undefined): string | undefined {
  return path?.startsWith(IMAGE_PATH_PREFIX) ? path.slice(IMAGE_PATH_PREFIX.length) : undefined;
}

/** How often expired archives are looked for: hourly. */
const PRUNE_SECONDS = 60 * 60;

const CONSENTS_NOTE =
  'PetArt asks for no optional consent: no marketing emails, no advertising or tracking cookies. The emails we send ' +
  '(verification, password reset, order and claim updates) are part of the service you asked for.';

/**
 * The DataExport job: everything the account holds, as one zip (docs/decisions.md D-305). `petart-data.json` has the
 * account, its orders (with their lines, parcels and refunds), its creation sessions, its claims, its privacy
 * requests and its consents; `photos/`, `artworks/` and `claim-photos/` hold the files, read through the storage
 * port. Every read is by the account's id, so nobody else's data can enter it. The archive is stored, the request
 * marked ready for 7 days, and the signed link emailed.
 */
@Injectable()
export class DataExportService implements OnModuleInit {
  private readonly logger = new Logger(DataExportService.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly requests: PrivacyRequestsRepository,
    private readonly privacy: PrivacyService,
    private readonly users: UsersRepository,
    private readonly orders: OrdersRepository,
    private readonly sessions: SessionsRepository,
    private readonly claims: ClaimsRepository,
    private readonly audit: PrivacyAudit,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    @Inject(MAILER) private readonly mailer: Mailer,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly jobs: JobQueue,
  ) {}

  onModuleInit(): void {
    this.jobs.every(ScheduledJob.PrivacyArchivesPrune, PRUNE_SECONDS);
  }

  /** Deletes the archives whose link has expired (their request stays, without its archive); the number deleted. */
  @OnJob(ScheduledJob.PrivacyArchivesPrune)
  async pruneExpiredArchives(): Promise<number> {
    const expired = await this.requests.expiredArchives(this.clock.now());
    for (const archive of expired) {
      await this.storage.delete(archive.archiveKey);
      await this.requests.forgetArchive(archive.id);
    }
    return expired.length;
  }

  @OnJob(OtherJob.DataExport)
  async run({ requestId }: { requestId: string }): Promise<void> {
    const request = await this.requests.find(requestId);
    if (request?.state !== 'preparing') return;
    const user = await this.users.findById(request.userId);
    if (!user) return;
    const now = this.clock.now();
    const entries = await this.entriesOf(user.id, now);
    const body = await zipArchive(entries, now);
    const key = exportArchiveKey(request.id);
    await this.storage.put(key, body, 'application/zip');
    const linkExpiresAt = new Date(now.getTime() + EXPORT_LINK_TTL_MS);
    await this.requests.markReady(request.id, { key, bytes: body.length, linkExpiresAt }, now);
    const { expires, signature } = this.privacy.signedLink(request.id, linkExpiresAt);
    await this.mailer.send({
      to: user.email,
      ...dataExportEmail({
        downloadUrl: shopUrl(this.config.publicUrl, shopPaths.dataExport(request.id, expires, signature)),
        supportEmail: this.config.supportEmail,
      }),
      tag: 'data-export',
    });
    await this.audit.byCustomer(user.id, 'privacy.export.ready', request.id, {
      files: entries.length,
      bytes: body.length,
    });
  }

  @OnJobGiveUp(OtherJob.DataExport)
  async gaveUp({ requestId }: { requestId: string }, lastError: string): Promise<void> {
    this.logger.error(`Data export ${requestId} gave up: ${lastError}`);
    await this.requests.markFailed(requestId, lastError);
    const request = await this.requests.find(requestId);
    if (request) await this.audit.byCustomer(request.userId, 'privacy.export.failed', requestId);
  }

  /** The archive's files: the JSON, then each stored photo and artwork of the account (missing ones listed). */
  private async entriesOf(userId: string, now: Date): Promise<ArchiveEntry[]> {
    const user = await this.users.findById(userId);
    if (!user) return [];
    const orders = await this.orders.allForUser(userId);
    const orderIds = orders.map((order) => order.id);
    const [lines, refunds, shipments, gifts, sessions, claims, requests] = await Promise.all([
      this.orders.linesOf(orderIds),
      this.orders.refundsOf(orderIds),
      this.orders.shipments(orderIds),
      this.orders.gifts(orderIds),
      this.sessions.allOfUser(userId),
      this.claims.ofUserForExport(userId),
      this.requests.ofUser(userId),
    ]);

    const files: ArchiveEntry[] = [];
    const missing: string[] = [];
    const taken = new Set<string>();
    const addFile = async (folder: string, key: string | undefined): Promise<string | null> => {
      if (!key) return null;
      const path = archivePath(folder, key);
      if (taken.has(path)) return path;
      const stored = await this.storage.get(key);
      if (!stored) {
        missing.push(key);
        return null;
      }
      taken.add(path);
      files.push({ path, body: stored.body });
      return path;
    };

    const sessionData = [];
    for (const session of sessions) {
      const photos = [session.originalImageUrl, ...session.extraPhotoUrls];
      const artworks = [...new Set([...session.generatedImages, ...session.cloudImageUrls])];
      sessionData.push({
        sessionId: session.sessionId,
        createdAt: session.createdAt,
        style: session.selectedStyle,
        customPrompt: session.customPrompt,
        selectedPrintType: session.selectedPrintType,
        selectedPrintSize: session.selectedPrintSize,
        photos: await Promise.all(photos.map((path) => addFile('photos', storageKeyOf(path)))),
        artworks: await Promise.all(artworks.map((path) => addFile('artworks', storageKeyOf(path)))),
      });
    }
    const lineArtworks = new Map<string, string | null>();
    for (const line of lines) {
      lineArtworks.set(line.id, await addFile('artworks', storageKeyOf(line.imageUrl)));
    }
    const claimData = [];
    for (const claim of claims) {
      const { photoKeys, ...rest } = claim;
      claimData.push({
        ...rest,
        photos: await Promise.all(photoKeys.map((key) => addFile('claim-photos', key))),
      });
    }

    const data = {
      exportedAt: now.toISOString(),
      about:
        'Your PetArt data (GDPR articles 15 and 20). Amounts are in cents. Files listed by their path in this archive.',
      account: {
        id: user.id,
        email: user.email,
        firstName: user.firstName,
        lastName: user.lastName,
        phone: user.phone,
        shippingInfo: user.shippingInfo,
        emailVerified: user.emailVerified,
        createdAt: user.createdAt,
        lastLoginAt: user.lastLoginAt,
      },
      orders: orders.map((order) => ({
        ...order,
        lines: lines
          .filter((line) => line.orderId === order.id)
          .map((line) => ({ ...line, artwork: lineArtworks.get(line.id) ?? null })),
        shipments: shipments.filter((shipment) => shipment.orderId === order.id),
        gift: gifts.find((gift) => gift.orderId === order.id) ?? null,
        refunds: refunds
          .filter((refund) => refund.orderId === order.id)
          .map(({ orderId: _order, ...refund }) => refund),
      })),
      sessions: sessionData,
      claims: claimData,
      privacyRequests: requests.map((request) => ({
        id: request.id,
        kind: request.kind,
        state: request.state,
        createdAt: request.createdAt,
        completedAt: request.completedAt,
      })),
      consents: { recorded: [], note: CONSENTS_NOTE },
      missingFiles: missing,
    };
    return [{ path: 'petart-data.json', body: Buffer.from(JSON.stringify(data, null, 2), 'utf8') }, ...files];
  }
}
