import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser, StaffOnly, type AuthenticatedUser } from '../../platform/auth';
import { ApiErrors } from '../../platform/http/api-responses';
import { AdminAuditService } from '../error-logs';
import { REVIEW_ID_PARAM } from './reviews.controller';
import {
  AdminReviewActionResultDto,
  AdminReviewListDto,
  AdminReviewsQueryDto,
  type AdminReviewDto,
  ReviewReplyBodyDto,
} from './reviews.dto';
import { ReviewsService } from './reviews.service';

/** Review moderation: the list, approve, hide and a public reply; every action audited (refused attempts too). */
@ApiTags('admin')
@StaffOnly()
@Controller('admin/reviews')
export class ReviewsAdminController {
  constructor(
    private readonly reviews: ReviewsService,
    private readonly audit: AdminAuditService,
  ) {}

  private async audited(
    user: AuthenticatedUser,
    reviewId: string,
    action: string,
    message: string,
    run: () => Promise<AdminReviewDto>,
  ): Promise<AdminReviewActionResultDto> {
    const review = await this.audit.around(
      user,
      { action, objectType: 'review', objectId: reviewId },
      run,
      (r) => ({
        status: r.status,
        rating: r.rating,
      }),
    );
    return { message, review };
  }

  @Get()
  @ApiOperation({
    operationId: 'listAdminReviews',
    summary: 'Reviews of a status (pending by default), newest first, with the count of each status',
  })
  @ApiOkResponse({ type: AdminReviewListDto })
  @ApiErrors({ 400: 'status is not pending, approved or hidden' })
  list(@Query() query: AdminReviewsQueryDto): Promise<AdminReviewListDto> {
    return this.reviews.list(query.status ?? 'pending');
  }

  @Post(':reviewId/approve')
  @HttpCode(200)
  @ApiOperation({ operationId: 'approveReview', summary: 'Approve a review: the public pages show it' })
  @ApiOkResponse({ type: AdminReviewActionResultDto })
  @ApiErrors({ 404: 'Review not found' })
  approve(
    @CurrentUser() user: AuthenticatedUser,
    @Param('reviewId', REVIEW_ID_PARAM) reviewId: string,
  ): Promise<AdminReviewActionResultDto> {
    return this.audited(user, reviewId, 'reviews.approve', 'Review approved: it is shown on the shop.', () =>
      this.reviews.moderate(reviewId, 'approved'),
    );
  }

  @Post(':reviewId/hide')
  @HttpCode(200)
  @ApiOperation({ operationId: 'hideReview', summary: 'Hide a review: the public pages no longer show it' })
  @ApiOkResponse({ type: AdminReviewActionResultDto })
  @ApiErrors({ 404: 'Review not found' })
  hide(
    @CurrentUser() user: AuthenticatedUser,
    @Param('reviewId', REVIEW_ID_PARAM) reviewId: string,
  ): Promise<AdminReviewActionResultDto> {
    return this.audited(user, reviewId, 'reviews.hide', 'Review hidden: it is no longer shown.', () =>
      this.reviews.moderate(reviewId, 'hidden'),
    );
  }

  @Post(':reviewId/reply')
  @HttpCode(200)
  @ApiOperation({ operationId: 'replyToReview', summary: "The shop's public reply, shown under the review" })
  @ApiOkResponse({ type: AdminReviewActionResultDto })
  @ApiErrors({ 400: 'Empty or too long reply', 404: 'Review not found' })
  reply(
    @CurrentUser() user: AuthenticatedUser,
    @Param('reviewId', REVIEW_ID_PARAM) reviewId: string,
    @Body() body: ReviewReplyBodyDto,
  ): Promise<AdminReviewActionResultDto> {
    return this.audited(user, reviewId, 'reviews.reply', 'Reply saved.', () =>
      this.reviews.reply(reviewId, body.reply),
    );
  }
}
