import { Module } from '@nestjs/common';
import { OrdersModule } from '../orders';
import { SessionsModule } from '../sessions';
import { ReviewShowcaseService } from './review-showcase.service';
import { ReviewsAdminController } from './reviews-admin.controller';
import { CustomerReviewsController, PublicReviewsController } from './reviews.controller';
import { ReviewsRepository } from './reviews.repository';
import { ReviewsService } from './reviews.service';

/** Customer reviews of delivered prints: written by the customer, moderated by staff, shown on the public pages. */
@Module({
  imports: [OrdersModule, SessionsModule],
  controllers: [CustomerReviewsController, PublicReviewsController, ReviewsAdminController],
  providers: [ReviewsService, ReviewsRepository, ReviewShowcaseService],
  exports: [ReviewShowcaseService],
})
export class ReviewsModule {}
