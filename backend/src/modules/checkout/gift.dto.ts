import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { GIFT_LIMITS } from '@petart/domain';

/**
 * "This is a gift" at checkout: whom it is for and the message they read when it ships. Only types and generous
 * lengths are checked here; the domain's validateGift gives the rule and its messages in the service (D-274), so the
 * API answers with the words of the form.
 */
export class GiftDto {
  @ApiProperty({ example: 'Sam Rivera', description: `1-${GIFT_LIMITS.recipientName} characters` })
  @IsString()
  @MaxLength(GIFT_LIMITS.recipientName * 4)
  recipientName!: string;

  @ApiProperty({ example: 'sam@example.com', description: 'Gets an email when the order ships' })
  @IsString()
  @MaxLength(GIFT_LIMITS.recipientEmail * 4)
  recipientEmail!: string;

  @ApiPropertyOptional({
    example: 'Happy birthday!',
    description: `Up to ${GIFT_LIMITS.message} characters on at most ${GIFT_LIMITS.messageLines} lines ("\\n"), printable text only`,
  })
  @IsOptional()
  @IsString()
  @MaxLength(GIFT_LIMITS.message * 4)
  message?: string;
}
