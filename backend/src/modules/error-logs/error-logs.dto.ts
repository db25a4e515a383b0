import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsObject,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { ERROR_SEVERITIES } from './error-log.entity';

/** Largest accepted client error report (bytes of JSON); anything larger is answered 413. */
export const CLIENT_ERROR_MAX_BYTES = 8 * 1024;

/** POST /api/client-errors: what broke in a browser (anonymous allowed). */
export class ClientErrorDto {
  @ApiProperty({
    example: 'CHUNK_LOAD_ERROR',
    description: 'RENDER_ERROR, CHUNK_LOAD_ERROR, UNHANDLED_REJECTION, ...',
  })
  @IsString()
  @Matches(/^[A-Za-z0-9_.-]{1,60}$/, { message: 'errorType must be letters, digits, _ . or - (60 at most)' })
  errorType!: string;

  @ApiProperty({ example: 'Failed to fetch dynamically imported module' })
  @IsString()
  @IsNotEmpty({ message: 'message is required' })
  @MaxLength(2000)
  message!: string;

  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(6000)
  stack?: string | null;

  @ApiPropertyOptional({ type: 'object', additionalProperties: true, nullable: true })
  @IsOptional()
  @IsObject()
  context?: Record<string, unknown> | null;

  @ApiPropertyOptional({ type: String, example: 'https://petart.example/app/create' })
  @IsOptional()
  @IsString()
  @MaxLength(2048)
  url?: string;
}

export class ClientErrorResultDto {
  @ApiProperty({ example: true }) received!: boolean;
}

export class ErrorListQueryDto {
  @ApiPropertyOptional({ default: 10, minimum: 1, maximum: 100 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(100)
  limit?: number;

  @ApiPropertyOptional({ default: 0, minimum: 0 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(0)
  @Max(1_000_000)
  offset?: number;

  @ApiPropertyOptional({ enum: ['exclude-audit', 'ADMIN_AUDIT'] })
  @IsOptional()
  @IsIn(['exclude-audit', 'ADMIN_AUDIT'], { message: 'type must be exclude-audit or ADMIN_AUDIT' })
  type?: 'exclude-audit' | 'ADMIN_AUDIT';

  @ApiPropertyOptional({
    example: 'orders.refund',
    description: "Only the audit entries of this action key (the stored action, e.g. 'claims.decline')",
  })
  @IsOptional()
  @IsString()
  @Matches(/^[a-z][a-z0-9_.-]{0,79}$/, {
    message: 'action must be an action key such as orders.refund (lower-case letters, digits, _ . -)',
  })
  action?: string;
}

export class ErrorUserDetailsDto {
  @ApiProperty() email!: string;
  @ApiProperty({ type: String, nullable: true }) username!: string | null;
}

/** An audit entry's object as staff read it: an order (its number, customer), a claim (its order), a user or a gift card. */
export class AuditSubjectDto {
  @ApiProperty({ enum: ['order', 'claim', 'user', 'gift_card'] }) type!:
    'order' | 'claim' | 'user' | 'gift_card';
  @ApiProperty({ format: 'uuid', description: 'The order, claim, user or gift card id' }) id!: string;
  @ApiProperty({ type: String, nullable: true, format: 'uuid', description: 'The order (of a claim too)' })
  orderId!: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'PA-7K3M9X' }) orderNumber!: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'ada@example.com' }) customerEmail!: string | null;
  @ApiProperty({ type: String, nullable: true, description: "A user's email" }) userEmail!: string | null;
  @ApiProperty({
    example: 'Order PA-7K3M9X',
    description:
      'The object in words: "Order PA-7K3M9X", "Claim on order PA-7K3M9X", a user\'s email, "Gift card …K3M9", "A deleted order"',
  })
  label!: string;
  @ApiProperty({
    type: String,
    nullable: true,
    example: '/orders/0b7e…',
    description:
      "The admin app's page of the object (an order, the claim on its order's page, a user, a gift card); null once deleted",
  })
  href!: string | null;
}

export class ErrorLogDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ type: String, nullable: true, format: 'uuid' }) userId!: string | null;
  @ApiProperty({ example: 'SERVER_ERROR' }) errorType!: string;
  @ApiProperty() errorMessage!: string;
  @ApiProperty({ type: String, nullable: true }) stackTrace!: string | null;
  @ApiProperty({ type: 'object', additionalProperties: true, nullable: true })
  context!: Record<string, unknown> | null;
  @ApiProperty({ type: String, nullable: true }) userAgent!: string | null;
  @ApiProperty({ enum: ERROR_SEVERITIES }) severity!: (typeof ERROR_SEVERITIES)[number];
  @ApiProperty() resolved!: boolean;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) resolvedAt!: string | null;
  @ApiProperty({ description: 'How many times this error was seen (grouped by fingerprint)', example: 1 })
  occurrences!: number;
  @ApiProperty({ format: 'date-time' }) lastSeenAt!: string;
  @ApiProperty({ type: ErrorUserDetailsDto, nullable: true }) userDetails!: ErrorUserDetailsDto | null;
  @ApiProperty({
    type: String,
    nullable: true,
    example: 'orders.refund',
    description: "An audit entry's action key as stored (null for errors)",
  })
  action!: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    example: 'Refunded',
    description: "An audit entry's action in words (null for errors)",
  })
  actionLabel!: string | null;
  @ApiProperty({
    type: AuditSubjectDto,
    nullable: true,
    description:
      "An audit entry's order, claim, user or gift card in words (null for errors and other objects)",
  })
  subject!: AuditSubjectDto | null;
}

export class ErrorLogPageDto {
  @ApiProperty({ type: [ErrorLogDto] }) errors!: ErrorLogDto[];
  @ApiProperty({ example: 42 }) total!: number;
  @ApiProperty({ example: 10 }) limit!: number;
  @ApiProperty({ example: 0 }) offset!: number;
}

export class ErrorCountDto {
  @ApiProperty({ example: 42 }) total!: number;
  @ApiProperty({ example: 7 }) unresolved!: number;
}

export class ErrorIdsDto {
  @ApiProperty({ type: [String], format: 'uuid' })
  @IsArray()
  @ArrayMinSize(1, { message: 'Select at least one error' })
  @ArrayMaxSize(500)
  @IsUUID('all', { each: true, message: 'ids must be error log ids' })
  ids!: string[];
}

export class BulkResolveResultDto {
  @ApiProperty({ type: [String], description: 'Ids resolved now' }) resolved!: string[];
  @ApiProperty({ description: 'Already resolved (or not an error) and skipped' }) skipped!: number;
  @ApiProperty({ example: 'Errors resolved', description: "'Errors resolved' or 'No action needed'" })
  message!: string;
}

export class DeletedResultDto {
  @ApiProperty({ example: 3 }) deleted!: number;
  @ApiProperty({ example: 'Errors deleted' }) message!: string;
}

export class ResolveResultDto {
  @ApiProperty({ example: 'Error marked as resolved' }) message!: string;
  @ApiProperty({ type: ErrorLogDto }) error!: ErrorLogDto;
}

// ---- AI analysis (product.md P13, P14) ----

export class AnalyzeErrorDto {
  @ApiPropertyOptional({ type: String, description: 'The error log id, when analysing a stored error' })
  @IsOptional()
  @IsString()
  @MaxLength(64)
  id?: string;

  @ApiProperty({ example: 'SERVER_ERROR' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(100)
  errorType!: string;

  @ApiProperty()
  @IsString()
  @MaxLength(4000)
  errorMessage!: string;

  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(16_000)
  stackTrace?: string | null;

  @ApiPropertyOptional({ nullable: true, description: 'The error context (any JSON)' })
  @IsOptional()
  context?: unknown;
}

export class AnalyzeBulkErrorsDto {
  @ApiProperty({ type: [AnalyzeErrorDto] })
  @IsArray()
  @ArrayMinSize(1, { message: 'Select at least one error' })
  @ArrayMaxSize(100)
  @ValidateNested({ each: true })
  @Type(() => AnalyzeErrorDto)
  errors!: AnalyzeErrorDto[];
}

export class ErrorAnalysisDto {
  @ApiProperty() summary!: string;
  @ApiProperty({ type: [String] }) possibleCauses!: string[];
  @ApiProperty({ type: [String] }) suggestedFixes!: string[];
  @ApiProperty({ enum: ERROR_SEVERITIES }) severity!: (typeof ERROR_SEVERITIES)[number];
  @ApiProperty({ minimum: 0, maximum: 1, example: 0.85 }) confidenceScore!: number;
}

export class BulkRecommendationDto {
  @ApiProperty() title!: string;
  @ApiProperty() description!: string;
  @ApiProperty({ type: [String] }) relatedErrorIds!: string[];
  @ApiProperty({ enum: ['low', 'medium', 'high'] }) complexity!: 'low' | 'medium' | 'high';
}

export class BulkErrorAnalysisDto {
  @ApiProperty() summary!: string;
  @ApiProperty({ type: [String] }) patterns!: string[];
  @ApiProperty({ type: [BulkRecommendationDto] }) recommendations!: BulkRecommendationDto[];
}
