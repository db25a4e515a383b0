import {
  Controller,
  Delete,
  Get,
  Header,
  HttpCode,
  Param,
  Patch,
  Post,
  Query,
  Req,
  Res,
} from '@nestjs/common';
import {
  ApiBody,
  ApiConsumes,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { REVIEW_LIMITS } from '@petart/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CurrentUser, SignedIn, type AuthenticatedUser } from '../../platform/auth';
import { ApiBinaryOk, ApiErrors } from '../../platform/http/api-responses';
import { uuidParam } from '../../platform/http/uuid-param.pipe';
import { readReviewForm } from './review-form';
import { ReviewShowcaseService } from './review-showcase.service';
import {
  EDIT_REVIEW_FORM,
  NEW_REVIEW_FORM,
  OrderReviewsDto,
  PublicReviewsQueryDto,
  ReviewDto,
  ReviewShowcaseDto,
} from './reviews.dto';
import { ReviewsService } from './reviews.service';

export const REVIEW_ID_PARAM = uuidParam('REVIEW.NOT_FOUND', 'Review not found');
export const PHOTO_ID_PARAM = uuidParam('IMAGES.NOT_FOUND', 'Image not found');

const UPLOAD_ERRORS = {
  413: 'A photo larger than 10 MB',
  503: 'UPLOAD.BUSY: too many photos are being processed; retry after Retry-After seconds',
};

/** Reviews of the customer's own delivered orders: someone else's order or review answers 404. */
@ApiTags('reviews')
@SignedIn()
@Controller()
export class CustomerReviewsController {
  constructor(private readonly reviews: ReviewsService) {}

  @Get('orders/:orderHash/reviews')
  @Header('cache-control', 'no-store')
  @ApiOperation({
    operationId: 'getOrderReviews',
    summary: "Whether an order can be reviewed, its lines and the caller's reviews of them",
  })
  @ApiOkResponse({ type: OrderReviewsDto })
  @ApiErrors({ 404: "Order not found (unknown, or not the caller's)" })
  forOrder(
    @CurrentUser() user: AuthenticatedUser,
    @Param('orderHash') orderHash: string,
  ): Promise<OrderReviewsDto> {
    return this.reviews.forOrder(user, orderHash);
  }

  @Post('orders/:orderHash/reviews')
  @ApiOperation({
    operationId: 'createOrderReview',
    summary: `Review one line of a delivered order: 1-5 stars, a few lines, up to ${REVIEW_LIMITS.maxPhotos} photos`,
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: NEW_REVIEW_FORM })
  @ApiCreatedResponse({ type: ReviewDto })
  @ApiErrors({
    400: 'Missing or invalid field, too many photos, or a photo that is not a supported image',
    404: "Order not found (unknown, or not the caller's)",
    409: 'The order is not delivered, or the line is already reviewed',
    ...UPLOAD_ERRORS,
  })
  async create(
    @CurrentUser() user: AuthenticatedUser,
    @Param('orderHash') orderHash: string,
    @Req() request: FastifyRequest,
  ): Promise<ReviewDto> {
    return this.reviews.create(user, orderHash, await readReviewForm(request, REVIEW_LIMITS.maxPhotos));
  }

  @Patch('reviews/:reviewId')
  @ApiOperation({
    operationId: 'editReview',
    summary: 'Edit my review (stars, text, photos); it goes back to moderation before it shows again',
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: EDIT_REVIEW_FORM })
  @ApiOkResponse({ type: ReviewDto })
  @ApiErrors({
    400: 'Missing or invalid field, too many photos, or a photo that is not a supported image',
    404: "Review not found (unknown, or not the caller's)",
    ...UPLOAD_ERRORS,
  })
  async edit(
    @CurrentUser() user: AuthenticatedUser,
    @Param('reviewId', REVIEW_ID_PARAM) reviewId: string,
    @Req() request: FastifyRequest,
  ): Promise<ReviewDto> {
    return this.reviews.edit(user, reviewId, await readReviewForm(request, REVIEW_LIMITS.maxPhotos));
  }

  @Delete('reviews/:reviewId')
  @HttpCode(204)
  @ApiOperation({ operationId: 'deleteReview', summary: 'Delete my review and its photos' })
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiErrors({ 404: "Review not found (unknown, or not the caller's)" })
  async remove(
    @CurrentUser() user: AuthenticatedUser,
    @Param('reviewId', REVIEW_ID_PARAM) reviewId: string,
  ): Promise<void> {
    await this.reviews.remove(user, reviewId);
  }
}

/** The approved reviews, for everyone: what the public pages show, and their photos. */
@ApiTags('reviews')
@Controller('reviews')
export class PublicReviewsController {
  constructor(
    private readonly reviews: ReviewsService,
    private readonly showcase: ReviewShowcaseService,
  ) {}

  @Get()
  @Header('cache-control', 'public, max-age=60')
  @ApiOperation({
    operationId: 'getPublicReviews',
    summary: "The approved reviews' average and count and the most recent (of one art style, when asked)",
  })
  @ApiOkResponse({ type: ReviewShowcaseDto })
  @ApiErrors({ 400: 'style is not a style slug' })
  list(@Query() query: PublicReviewsQueryDto): Promise<ReviewShowcaseDto> {
    return this.showcase.of(query.style);
  }

  @Get('photos/:photoId')
  @ApiOperation({ operationId: 'getReviewPhoto', summary: 'A photo of an approved review' })
  @ApiBinaryOk('The photo', ['image/webp'])
  @ApiErrors({ 404: 'No such photo, or its review is not approved' })
  async photo(@Param('photoId', PHOTO_ID_PARAM) photoId: string, @Res() reply: FastifyReply): Promise<void> {
    const photo = await this.reviews.publicPhoto(photoId);
    await reply
      .header(
        'content-type',
        photo.contentType.startsWith('image/') ? photo.contentType : 'application/octet-stream',
      )
      // Short: a review staff hide stops being served within minutes, caches included.
      .header('cache-control', 'public, max-age=300')
      .header('x-content-type-options', 'nosniff')
      .header('content-length', String(photo.body.length))
      .send(Buffer.from(photo.body.buffer, photo.body.byteOffset, photo.body.byteLength));
  }
}
