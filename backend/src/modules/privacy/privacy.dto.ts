import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min, MinLength } from 'class-validator';

export const PRIVACY_KINDS = ['export', 'deletion'] as const;
export const PRIVACY_STATES = [
  'preparing',
  'ready',
  'expired',
  'failed',
  'awaiting_confirmation',
  'superseded',
  'confirmed',
  'completed',
] as const;

export class PrivacyRequestDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ enum: PRIVACY_KINDS }) kind!: (typeof PRIVACY_KINDS)[number];
  @ApiProperty({
    enum: PRIVACY_STATES,
    description:
      'export: preparing, ready (link valid), expired, failed; deletion: awaiting_confirmation, expired, superseded, confirmed, completed',
  })
  state!: string;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: "A ready export's link expiry",
  })
  linkExpiresAt!: string | null;
}

export class PrivacyRequestAnswerDto {
  @ApiProperty() message!: string;
  @ApiProperty({ type: PrivacyRequestDto }) request!: PrivacyRequestDto;
}

export class PrivacyMessageDto {
  @ApiProperty() message!: string;
}

export class DeleteAccountDto {
  @ApiProperty({ description: 'The password the customer signs in with', maxLength: 200 })
  @IsString({ message: 'Enter your password' })
  @MinLength(1, { message: 'Enter your password' })
  @MaxLength(200, { message: 'The password is not correct. Enter the password you sign in with.' })
  password!: string;
}

export class ConfirmDeletionDto {
  @ApiProperty({ description: 'The token of the emailed link' })
  @IsString({ message: 'This deletion link is not valid' })
  @MinLength(1, { message: 'This deletion link is not valid' })
  @MaxLength(200, { message: 'This deletion link is not valid' })
  token!: string;
}

export class ExportArchiveQueryDto {
  @ApiProperty({ description: "The link's expiry (ms since 1970)", example: '1796000000000' })
  @Matches(/^\d{1,16}$/, { message: 'This download link is not valid for your account.' })
  expires!: string;

  @ApiProperty({ description: "The link's signature" })
  @IsString()
  @Matches(/^[A-Za-z0-9_-]{1,100}$/, { message: 'This download link is not valid for your account.' })
  signature!: string;
}

export class StaffPrivacyRequestsQueryDto {
  @ApiPropertyOptional({ enum: PRIVACY_KINDS })
  @IsOptional()
  @IsIn(PRIVACY_KINDS, { message: 'kind must be export or deletion' })
  kind?: (typeof PRIVACY_KINDS)[number];

  @ApiPropertyOptional({ minimum: 1, default: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'page must be a whole number' })
  @Min(1, { message: 'page must be at least 1' })
  @Max(100_000, { message: 'page must be at most 100000' })
  page?: number;
}

export class StaffPrivacyRequestDto extends PrivacyRequestDto {
  @ApiProperty({ format: 'uuid', description: 'The account (a bare id once the account is deleted)' })
  userId!: string;
  @ApiProperty({
    type: String,
    nullable: true,
    description: "The account's email while it exists; null once it is deleted",
  })
  email!: string | null;
  @ApiProperty({ description: 'True once the account was deleted' }) accountDeleted!: boolean;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) confirmedAt!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) completedAt!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Why a failed export failed' }) error!:
    string | null;
}

export class StaffPrivacyRequestsPageDto {
  @ApiProperty({ type: [StaffPrivacyRequestDto] }) items!: StaffPrivacyRequestDto[];
  @ApiProperty() total!: number;
  @ApiProperty() page!: number;
  @ApiProperty() pageSize!: number;
}
