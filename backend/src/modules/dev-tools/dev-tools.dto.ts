import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsEmail, IsIn, IsOptional, MaxLength } from 'class-validator';

export const TEST_EMAIL_TYPES = [
  'confirmation',
  'processing',
  'shipped',
  'delivered',
  'cancelled',
  'password-reset',
  'verification',
] as const;
export type TestEmailType = (typeof TEST_EMAIL_TYPES)[number];

export class TestEmailDto {
  @ApiProperty({ enum: TEST_EMAIL_TYPES })
  @IsIn(TEST_EMAIL_TYPES, { message: `emailType must be one of ${TEST_EMAIL_TYPES.join(', ')}` })
  emailType!: TestEmailType;

  @ApiProperty({ example: 'staff@petart.example' })
  @IsEmail({}, { message: 'targetEmail must be an email address' })
  @MaxLength(255)
  targetEmail!: string;
}

export class TestEmailResultDto {
  @ApiProperty({ example: true }) success!: boolean;
  @ApiProperty({ example: 'Test email sent' }) message!: string;
  @ApiProperty({ enum: TEST_EMAIL_TYPES }) emailType!: TestEmailType;
  @ApiProperty() to!: string;
  @ApiProperty() subject!: string;
  @ApiProperty() messageId!: string;
}

export const PRINT_TYPE_FILTERS = ['all', 'poster', 'canvas', 'framed'] as const;

export class VerifyVariantsQueryDto {
  @ApiPropertyOptional({ enum: PRINT_TYPE_FILTERS, default: 'all' })
  @IsOptional()
  @IsIn(PRINT_TYPE_FILTERS, { message: 'printType must be all, poster, canvas or framed' })
  printType?: (typeof PRINT_TYPE_FILTERS)[number];
}

export class VariantIssueDto {
  @ApiProperty({ enum: ['poster', 'canvas', 'framed'] }) printType!: string;
  @ApiProperty({ example: '12x18' }) size!: string;
  @ApiProperty({ enum: ['portrait', 'landscape', 'square'] }) orientation!: string;
  @ApiProperty() blueprint!: number;
  @ApiProperty() provider!: number;
  @ApiProperty() configuredId!: number;
  @ApiProperty() variantId!: number;
  @ApiProperty() exists!: boolean;
  @ApiProperty({ type: Number, nullable: true }) correctId!: number | null;
  @ApiProperty({ type: String, nullable: true }) apiTitle!: string | null;
  @ApiProperty() correctTitle!: string;
  @ApiProperty() issue!: string;
  @ApiProperty({
    enum: [
      'missing',
      'not_configured',
      'unavailable',
      'title_mismatch',
      'better_match',
      'catalog_unavailable',
    ],
  })
  kind!: string;
  @ApiProperty({ enum: ['critical', 'high', 'medium'] }) severity!: string;
}

export class CatalogVariantDto {
  @ApiProperty() id!: number;
  @ApiProperty() title!: string;
  @ApiProperty() isAvailable!: boolean;
  @ApiProperty({ type: String, nullable: true, description: 'The catalogue size using it' })
  configuredFor!: string | null;
}

export class ProductVariantsDto {
  @ApiProperty() product!: string;
  @ApiProperty() productName!: string;
  @ApiProperty() printType!: string;
  @ApiProperty() blueprint!: number;
  @ApiProperty() provider!: number;
  @ApiProperty({ enum: ['ok', 'error'] }) status!: string;
  @ApiPropertyOptional() error?: string;
  @ApiProperty({ type: [CatalogVariantDto] }) variants!: CatalogVariantDto[];
}

export class CodeFixDto {
  @ApiProperty({ example: 'domain/src/catalogue/printify-variants.ts' }) file!: string;
  @ApiProperty({ description: '1-based line; 0 when the source is not shipped with this build' })
  line!: number;
  @ApiProperty() issue!: string;
  @ApiProperty({ description: 'The replacement line' }) fix!: string;
}

export class PromiseMismatchDto {
  @ApiProperty({ enum: ['poster', 'canvas', 'framed'] }) printType!: string;
  @ApiProperty({ example: '12x18' }) size!: string;
  @ApiProperty({ enum: ['portrait', 'landscape', 'square'] }) orientation!: string;
  @ApiProperty({ description: 'The variant that will be printed' }) variantId!: number;
  @ApiProperty({ example: '12″ x 18″ / Matte' }) title!: string;
  @ApiProperty({ example: 'satin, semi-gloss finish', description: 'What the product text promises' })
  promised!: string;
  @ApiProperty({ example: 'Matte', description: 'The finish or depth that will be printed' })
  printed!: string;
  @ApiProperty({
    description: "True when customers read the product text's promise for this type (else a neutral text)",
  })
  customersReadPromise!: boolean;
}

export class UnconfirmedVariantDto {
  @ApiProperty({ enum: ['poster', 'canvas', 'framed'] }) printType!: string;
  @ApiProperty({ example: '12x18' }) size!: string;
  @ApiProperty({ enum: ['portrait', 'landscape', 'square'] }) orientation!: string;
  @ApiProperty({ description: 'The variant the size resolves to by title in the catalog checked' })
  resolvedId!: number;
  @ApiProperty({ example: '12″ x 18″ / Matte' }) resolvedTitle!: string;
  @ApiProperty({ description: 'Why the size is not confirmed' }) reason!: string;
  @ApiProperty({ description: 'What staff can do about it' }) action!: string;
}

export class VariantVerificationDto {
  @ApiProperty({ format: 'date-time' }) checkedAt!: string;
  @ApiProperty({ enum: ['printify', 'simulator'] }) source!: string;
  @ApiProperty({ description: 'Catalogue sizes checked' }) checked!: number;
  @ApiProperty({ type: [VariantIssueDto] }) issues!: VariantIssueDto[];
  @ApiProperty({
    type: [UnconfirmedVariantDto],
    description: 'Sizes with no configured id, matched by title at run time: why unconfirmed and what to do',
  })
  unconfirmed!: UnconfirmedVariantDto[];
  @ApiProperty({
    type: [PromiseMismatchDto],
    description:
      'Sizes printed in another finish or depth than the product text promises (flagged for staff)',
  })
  promiseMismatches!: PromiseMismatchDto[];
  @ApiProperty({ type: [ProductVariantsDto] }) allVariants!: ProductVariantsDto[];
  @ApiProperty({ type: [CodeFixDto] }) codeFixes!: CodeFixDto[];
}

export class PortStatusDto {
  @ApiProperty({ example: 'FULFILMENT_PROVIDER' }) port!: string;
  @ApiProperty({ example: 'printify' }) adapter!: string;
  @ApiProperty({ type: String, nullable: true, example: 'Printify' }) vendor!: string | null;
  @ApiProperty({
    enum: ['local', 'up', 'down', 'unchecked'],
    description: 'local: offline adapter; up/down: whether the vendor answered; unchecked: no cheap probe',
  })
  status!: string;
  @ApiProperty() detail!: string;
  @ApiProperty({ type: Number, nullable: true }) latencyMs!: number | null;
}

export class OutboxJobDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: 'fulfilment' }) kind!: string;
  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'The order it is about, if any' })
  orderId!: string | null;
  @ApiProperty({ type: String, nullable: true }) orderHash!: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'PA-7K3M9X', description: "The order's number" })
  orderNumber!: string | null;
  @ApiProperty({
    enum: ['queued', 'running', 'failed', 'dead', 'done'],
    description: 'failed: an attempt failed and the next waits (runAfter); dead: no attempt left',
  })
  status!: string;
  @ApiProperty() attempts!: number;
  @ApiProperty({ format: 'date-time' }) runAfter!: string;
  @ApiProperty({ type: String, nullable: true }) lastError!: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ format: 'date-time' }) updatedAt!: string;
}

export class JobListQueryDto {
  @ApiPropertyOptional({ enum: ['queued', 'running', 'failed', 'dead', 'open'], default: 'open' })
  @IsOptional()
  @IsIn(['queued', 'running', 'failed', 'dead', 'open'], {
    message: 'status must be queued, running, failed, dead or open',
  })
  status?: 'queued' | 'running' | 'failed' | 'dead' | 'open';
}

export class RetryJobResultDto {
  @ApiProperty({ example: 'Job queued again' }) message!: string;
  @ApiProperty({ type: OutboxJobDto }) job!: OutboxJobDto;
}

export const TEST_ERROR_TYPES = [
  'SAFETY_SYSTEM_REJECTION',
  'QUOTA_EXCEEDED',
  'RATE_LIMIT',
  'SERVER_ERROR',
  'TEST_ERROR',
] as const;

export class TestErrorDto {
  @ApiProperty({ enum: TEST_ERROR_TYPES })
  @IsIn(TEST_ERROR_TYPES, { message: `errorType must be one of ${TEST_ERROR_TYPES.join(', ')}` })
  errorType!: (typeof TEST_ERROR_TYPES)[number];
}

export class DebugInfoDto {
  @ApiProperty() backendVersion!: string;
  @ApiProperty() nodeVersion!: string;
  @ApiProperty({ enum: ['local', 'production'] }) profile!: string;
  @ApiProperty() uptimeSeconds!: number;
  @ApiProperty({ format: 'date-time' }) serverTime!: string;
  @ApiProperty({ type: 'object', additionalProperties: true, description: 'Configuration, secrets masked' })
  config!: Record<string, unknown>;
  @ApiProperty({ type: [PortStatusDto] }) adapters!: PortStatusDto[];
}
