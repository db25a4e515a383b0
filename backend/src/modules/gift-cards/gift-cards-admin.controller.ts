import { Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { CurrentUser, StaffOnly, type AuthenticatedUser } from '../../platform/auth';
import { ApiErrors } from '../../platform/http/api-responses';
import { uuidParam } from '../../platform/http/uuid-param.pipe';
import { AdminAuditService } from '../error-logs';
import { AdminGiftCardDetailDto, AdminGiftCardDto, AdminGiftCardListDto } from './gift-cards.dto';
import type { GiftCardWithBalance } from './gift-cards.repository';
import { GiftCardsService } from './gift-cards.service';

const iso = (d: Date | null): string | null => (d ? new Date(d).toISOString() : null);
const CARD_ID = uuidParam('GIFT_CARD.NOT_FOUND', 'Gift card not found');

export function toAdminGiftCardDto(row: GiftCardWithBalance): AdminGiftCardDto {
  return {
    id: row.id,
    status: !row.issuedAt ? 'awaiting_payment' : row.disabledAt ? 'disabled' : 'active',
    codeEnd: row.codeEnd,
    amountCents: row.amountCents,
    balanceCents: row.issuedAt ? Math.max(0, row.balanceCents) : 0,
    buyerEmail: row.buyerEmail,
    recipientEmail: row.recipientEmail,
    recipientName: row.recipientName,
    createdAt: new Date(row.createdAt).toISOString(),
    issuedAt: iso(row.issuedAt),
    emailedAt: iso(row.emailedAt),
    disabledAt: iso(row.disabledAt),
  };
}

/** Staff see gift cards, their balances and redemptions, and disable a card; every change is audited. */
@StaffOnly()
@Controller('admin/gift-cards')
export class GiftCardsAdminController {
  constructor(
    private readonly giftCards: GiftCardsService,
    private readonly audit: AdminAuditService,
  ) {}

  private audited<T>(user: AuthenticatedUser, cardId: string, action: string, run: () => Promise<T>) {
    return this.audit.around(user, { action, objectType: 'gift_card', objectId: cardId }, run);
  }

  @Get()
  @ApiOperation({
    operationId: 'listAdminGiftCards',
    summary: 'Gift cards, newest first, with their balances',
  })
  @ApiOkResponse({ type: AdminGiftCardListDto })
  async list(): Promise<AdminGiftCardListDto> {
    return { items: (await this.giftCards.list()).map(toAdminGiftCardDto) };
  }

  @Get(':cardId')
  @ApiOperation({ operationId: 'getAdminGiftCard', summary: 'A gift card with its redemptions and refunds' })
  @ApiOkResponse({ type: AdminGiftCardDetailDto })
  @ApiErrors({ 404: 'Gift card not found' })
  async detail(@Param('cardId', CARD_ID) cardId: string): Promise<AdminGiftCardDetailDto> {
    const { card, redemptions, refunds } = await this.giftCards.detail(cardId);
    return {
      card: toAdminGiftCardDto(card),
      redemptions: redemptions.map((r) => ({ ...r, createdAt: new Date(r.createdAt).toISOString() })),
      refunds: refunds.map((r) => ({ ...r, createdAt: new Date(r.createdAt).toISOString() })),
    };
  }

  @Post(':cardId/disable')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'disableAdminGiftCard',
    summary: 'Disable a gift card: checkout refuses it from now on (audited)',
  })
  @ApiOkResponse({ type: AdminGiftCardDto })
  @ApiErrors({ 404: 'Gift card not found' })
  async disable(
    @CurrentUser() user: AuthenticatedUser,
    @Param('cardId', CARD_ID) cardId: string,
  ): Promise<AdminGiftCardDto> {
    const row = await this.audited(user, cardId, 'gift_card.disable', () =>
      this.giftCards.disable(cardId, user),
    );
    return toAdminGiftCardDto(row);
  }
}
