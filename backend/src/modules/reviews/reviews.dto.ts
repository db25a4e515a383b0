import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { REVIEW_LIMITS, REVIEW_STATUSES, type ReviewStatus } from '@petart/domain';
import { IsIn, IsOptional, IsString, Matches, MaxLength, MinLength } from 'class-validator';

const PHOTOS = {
  type: 'array',
  items: { type: 'string', format: 'binary' },
  maxItems: REVIEW_LIMITS.maxPhotos,
  description: `Photos of the print (JPEG, PNG, WebP or HEIC, 10 MB each; at most ${REVIEW_LIMITS.maxPhotos} per review)`,
};
const RATING = { type: 'integer', minimum: REVIEW_LIMITS.minRating, maximum: REVIEW_LIMITS.maxRating };
const BODY = { type: 'string', minLength: 1, maxLength: REVIEW_LIMITS.maxBodyLength };

/** The multipart form of a new review. */
export const NEW_REVIEW_FORM = {
  type: 'object',
  properties: { lineId: { type: 'string', format: 'uuid' }, rating: RATING, body: BODY, photos: PHOTOS },
  required: ['lineId', 'rating', 'body'],
};

/** The multipart form of an edit: the new stars and text, photos to remove and photos to add. */
export const EDIT_REVIEW_FORM = {
  type: 'object',
  properties: {
    rating: RATING,
    body: BODY,
    removePhotoIds: {
      type: 'array',
      items: { type: 'string', format: 'uuid' },
      description: 'Photos of the review to remove (repeat the field)',
    },
    photos: PHOTOS,
  },
  required: ['rating', 'body'],
};

export class ReviewPhotoDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ description: 'Signed private URL (the author and staff only)' }) url!: string;
  @ApiProperty() width!: number;
  @ApiProperty() height!: number;
}

export class ReviewDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'uuid' }) orderLineId!: string;
  @ApiProperty({ minimum: 1, maximum: 5 }) rating!: number;
  @ApiProperty() body!: string;
  @ApiProperty({ enum: REVIEW_STATUSES, description: 'pending: waiting for staff; approved: public; hidden' })
  status!: ReviewStatus;
  @ApiProperty({ type: String, nullable: true, description: "The shop's public reply" }) reply!:
    string | null;
  @ApiProperty({ description: 'How the review is signed in public ("Jane D.")' }) authorName!: string;
  @ApiProperty({ type: String, nullable: true, description: "The art style's slug" }) style!: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ format: 'date-time' }) updatedAt!: string;
  @ApiProperty({ type: [ReviewPhotoDto] }) photos!: ReviewPhotoDto[];
}

export class OrderReviewLineDto {
  @ApiProperty({ format: 'uuid' }) lineId!: string;
  @ApiProperty() printType!: string;
  @ApiProperty() printSize!: string;
  @ApiProperty({ type: String, nullable: true }) style!: string | null;
  @ApiProperty({ type: ReviewDto, nullable: true }) review!: ReviewDto | null;
}

export class OrderReviewsDto {
  @ApiProperty({ description: 'True once the order is delivered' }) canReview!: boolean;
  @ApiProperty({ type: String, nullable: true, description: 'Why the order cannot be reviewed (yet)' })
  reason!: string | null;
  @ApiProperty() maxPhotos!: number;
  @ApiProperty({ type: [OrderReviewLineDto] }) lines!: OrderReviewLineDto[];
}

export class PublicReviewPhotoDto {
  @ApiProperty({ description: 'Public URL, served while the review is approved' }) url!: string;
  @ApiProperty() width!: number;
  @ApiProperty() height!: number;
}

export class PublicReviewDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ minimum: 1, maximum: 5 }) rating!: number;
  @ApiProperty() body!: string;
  @ApiProperty() authorName!: string;
  @ApiProperty({ type: String, nullable: true }) style!: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ type: String, nullable: true }) reply!: string | null;
  @ApiProperty({ type: [PublicReviewPhotoDto] }) photos!: PublicReviewPhotoDto[];
}

export class ReviewShowcaseDto {
  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'Average stars of the approved reviews (1 decimal)',
  })
  average!: number | null;
  @ApiProperty({ description: 'How many reviews are approved' }) count!: number;
  @ApiProperty({ type: [PublicReviewDto], description: 'The most recently approved' })
  reviews!: PublicReviewDto[];
}

export class PublicReviewsQueryDto {
  @ApiPropertyOptional({ description: "An art style's slug: that style's reviews only" })
  @IsOptional()
  @IsString({ message: 'style must be a style slug' })
  @Matches(/^[a-z0-9-]{1,100}$/, { message: 'style must be a style slug' })
  style?: string;
}

export class AdminReviewDto extends ReviewDto {
  @ApiProperty({ format: 'uuid' }) orderId!: string;
}

export class ReviewCountsDto {
  @ApiProperty() pending!: number;
  @ApiProperty() approved!: number;
  @ApiProperty() hidden!: number;
}

export class AdminReviewListDto {
  @ApiProperty({ type: [AdminReviewDto] }) reviews!: AdminReviewDto[];
  @ApiProperty({ type: ReviewCountsDto }) counts!: ReviewCountsDto;
}

export class AdminReviewsQueryDto {
  @ApiPropertyOptional({ enum: REVIEW_STATUSES, default: 'pending' })
  @IsOptional()
  @IsIn([...REVIEW_STATUSES], { message: `status must be one of ${REVIEW_STATUSES.join(', ')}` })
  status?: ReviewStatus;
}

export class ReviewReplyBodyDto {
  @ApiProperty({ minLength: 1, maxLength: REVIEW_LIMITS.maxReplyLength })
  @IsString({ message: 'reply must be text' })
  @MinLength(1, { message: 'Please write the reply.' })
  @MaxLength(REVIEW_LIMITS.maxReplyLength, {
    message: `Please keep the reply under ${REVIEW_LIMITS.maxReplyLength} characters.`,
  })
  reply!: string;
}

export class AdminReviewActionResultDto {
  @ApiProperty() message!: string;
  @ApiProperty({ type: AdminReviewDto }) review!: AdminReviewDto;
}
