import { Module } from '@nestjs/common';
import { JobsModule } from '../../platform/jobs/jobs.module';
import { RateLimitModule } from '../../platform/rate-limit/rate-limit.module';
import { GiftCardsAdminController } from './gift-cards-admin.controller';
import { GiftCardsController } from './gift-cards.controller';
import { GiftCardsRepository } from './gift-cards.repository';
import { GiftCardsService } from './gift-cards.service';

/**
 * Gift cards: owner of gift_cards, gift_card_redemptions and gift_card_refunds. Checkout holds a card's balance with
 * the order, the payment-succeeded handler issues bought cards and redeems holds, refunds give back to the card first
 * (exports: GiftCardsService).
 */
@Module({
  imports: [JobsModule, RateLimitModule],
  controllers: [GiftCardsController, GiftCardsAdminController],
  providers: [GiftCardsService, GiftCardsRepository],
  exports: [GiftCardsService],
})
export class GiftCardsModule {}
