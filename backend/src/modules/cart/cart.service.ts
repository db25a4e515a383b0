import { Inject, Injectable } from '@nestjs/common';
import {
  adviceExplanation,
  centsToDollars,
  extraPetsCents,
  lookupPrintOption,
  printAdvice,
  priceCentsFor,
  sizesForType,
} from '@petart/domain';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.tokens';
import { AppError } from '../../platform/http/app-error';
import { type NameOnPrintDto, nameOnPrintOrThrow } from '../personalisation';
import { SessionsRepository } from '../sessions';
import { ImageUrlSigner } from '../images';
import { CartItemsRepository, type CartLine, type CartLineWithCount } from './cart-items.repository';
import { type CartDto, type CartItemDto, type CartItemResultDto } from './cart.dto';

export type { CartLine } from './cart-items.repository';

export interface AddCartItemInput {
  sessionId: string;
  printType: string;
  printSize: string;
  quantity?: number;
  imageUrl: string;
  artStyle?: string | null;
  personalisation?: NameOnPrintDto | null;
}

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/**
 * The signed-in user's cart; the cart module owns `cart_items` through {@link CartItemsRepository} (pricing and
 * checkout read the lines through here). Every read and write is scoped by user_id in SQL, so another user's line is
 * simply not found (404). Reads are one SELECT regardless of the number of lines; writes return the new item count
 * from the same statement (a CTE) instead of a second round trip.
 */
@Injectable()
export class CartService {
  constructor(
    private readonly items: CartItemsRepository,
    private readonly sessions: SessionsRepository,
    private readonly signer: ImageUrlSigner,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The stored lines, oldest first (checkout turns them into order lines). */
  rows(userId: string): Promise<CartLine[]> {
    return this.items.lines(userId);
  }

  /** Type, size, quantity and the price of the line's options of each line, oldest first (what pricing needs). */
  async pricingLines(
    userId: string,
  ): Promise<{ printType: string; printSize: string; quantity: number; optionCents: number }[]> {
    const lines = await this.items.pricingLines(userId);
    return lines.map(({ personalised, petCount, ...line }) => ({
      ...line,
      optionCents: this.optionCents({ personalisation: personalised, petCount }),
    }));
  }

  /**
   * Per-unit price of a line's options: the name on the print's configured price when it has one (D-178), and each
   * pet after the first at EXTRA_PET_PRICE_CENTS (D-188).
   */
  optionCents(line: { personalisation: unknown; petCount: number }): number {
    const name = line.personalisation ? this.config.nameOnPrintPriceCents : 0;
    return name + extraPetsCents(line.petCount, this.config.extraPetPriceCents);
  }

  /** All lines, oldest first, with signed image URLs and catalogue prices; one query. */
  async list(userId: string): Promise<CartDto> {
    const rows = await this.rows(userId);
    const items = rows.map((row) => this.toDto(row));
    return { items, itemCount: items.reduce((sum, item) => sum + item.quantity, 0) };
  }

  /**
   * Adds a line, or raises the quantity of the same (session, type, size, image, name on the print) line (capped at
   * 99): a copy with another name or none is a line of its own (D-249). The session
   * must be the caller's and the image one of its images; type and size must be in the catalogue, and the image must
   * have enough pixels for the size (the size advice: a size too low to print is refused, docs/decisions.md).
   */
  async add(userId: string, input: AddCartItemInput): Promise<CartItemResultDto> {
    const option = lookupPrintOption(input.printType, input.printSize);
    if (!option.ok) {
      const code = option.problem === 'unknown_size' ? 'CART.PRINT_SIZE_INVALID' : 'CART.PRINT_TYPE_INVALID';
      throw new AppError(code, option.message);
    }
    const { type: printType, size } = option;
    const personalisation = nameOnPrintOrThrow(input.personalisation);
    const imagePath = this.storedPath(input.imageUrl);
    const sessionImages = await this.sessions.imagesOwnedBy(input.sessionId, userId);
    if (!sessionImages) throw new AppError('SESSION.NOT_FOUND', 'Session not found');
    if (imagePath === undefined || !sessionImages.images.includes(imagePath)) {
      throw new AppError('CART.IMAGE_INVALID', 'The image does not belong to this session');
    }
    const artwork = sessionImages.sizes[imagePath];
    const advice = printAdvice(artwork, size);
    if (advice && !advice.orderable) {
      throw new AppError(
        'CART.PRINT_RESOLUTION_TOO_LOW',
        adviceExplanation(advice, size, { sizes: sizesForType(printType.value), artwork }) ??
          'This artwork cannot be printed at this size.',
        { extra: { effectiveDpi: advice.dpi } },
      );
    }

    const row = await this.items.upsert(userId, {
      sessionId: input.sessionId,
      printType: printType.value,
      printSize: size.value,
      imageUrl: imagePath,
      quantity: input.quantity ?? 1,
      artStyle: input.artStyle?.trim() || null,
      personalisation,
      petCount: sessionImages.petCount,
    });
    return this.withCount(row);
  }

  /** Sets the quantity of one of the caller's lines. */
  async update(userId: string, itemId: string, quantity: number): Promise<CartItemResultDto> {
    if (!UUID_RE.test(itemId)) throw this.itemNotFound();
    return this.withCount(await this.items.setQuantity(userId, itemId, quantity));
  }

  /** Removes one of the caller's lines; returns the remaining item count. */
  async remove(userId: string, itemId: string): Promise<number> {
    if (!UUID_RE.test(itemId)) throw this.itemNotFound();
    const itemCount = await this.items.delete(userId, itemId);
    if (itemCount === undefined) throw this.itemNotFound();
    return itemCount;
  }

  /** Empties the caller's cart. */
  async clear(userId: string): Promise<void> {
    await this.items.deleteAllOf(userId);
  }

  private withCount(row: CartLineWithCount | undefined): CartItemResultDto {
    if (!row) throw this.itemNotFound();
    return { item: this.toDto(row), itemCount: row.itemCount };
  }

  private toDto(row: CartLine): CartItemDto {
    return {
      id: row.id,
      sessionId: row.sessionId,
      printType: row.printType,
      printSize: row.printSize,
      // Nothing in a cart is paid for: its thumbnails are small and watermarked (D-285).
      imageUrl: this.signer.sign(row.imageUrl, { variant: 'thumb' }),
      quantity: row.quantity,
      artStyle: row.artStyle,
      personalisation: row.personalisation ?? null,
      petCount: row.petCount,
      unitPrice: centsToDollars(priceCentsFor(row.printType, row.printSize) + this.optionCents(row)),
      createdAt: new Date(row.createdAt).toISOString(),
    };
  }

  private storedPath(url: string): string | undefined {
    try {
      return this.signer.toStoredPath(url) ?? undefined;
    } catch {
      return undefined;
    }
  }

  private itemNotFound(): AppError {
    return new AppError('CART.ITEM_NOT_FOUND', 'Cart item not found');
  }
}
