import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsEmail, IsInt, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';

/** Buying a card: the amount (cents; the domain's limits are checked by the service) and who receives it. */
export class PurchaseGiftCardDto {
  @ApiProperty({ example: 5000, description: 'Cents: $10.00 to $500.00' })
  @IsInt({ message: 'amountCents must be a whole number of cents' })
  amountCents!: number;

  @ApiProperty({ example: 'friend@example.com', description: 'Who receives the code by email' })
  @IsEmail({}, { message: 'Enter the email address of the person receiving the card' })
  @MaxLength(255)
  recipientEmail!: string;

  @ApiPropertyOptional({ example: 'Sam' }) @IsOptional() @IsString() @MaxLength(100) recipientName?: string;
  @ApiPropertyOptional({ example: 'Ada' }) @IsOptional() @IsString() @MaxLength(100) senderName?: string;
  @ApiPropertyOptional({ example: 'Happy birthday!' })
  @IsOptional()
  @IsString()
  @MaxLength(500)
  message?: string;
}

export class GiftCardPurchaseStartedDto {
  @ApiProperty({ example: true }) success!: boolean;
  @ApiProperty({ description: 'Secret for the card form (Stripe Elements or the local test form)' })
  clientSecret!: string;
  @ApiProperty({ description: "The purchase's unguessable reference" }) purchaseHash!: string;
  @ApiProperty({ example: 5000 }) amountCents!: number;
  @ApiProperty({ enum: ['local', 'stripe'] }) paymentProvider!: 'local' | 'stripe';
  @ApiPropertyOptional() publishableKey?: string;
}

export class GiftCardBalanceQueryDto {
  @ApiProperty({ example: 'ABCD-EFGH-JKMN-PQRS' })
  @IsString()
  @MinLength(1, { message: 'Enter a gift card code' })
  @MaxLength(40)
  code!: string;
}

export class GiftCardBalanceDto {
  @ApiProperty({ example: 'PQRS', description: "The code's last four characters" }) codeEnd!: string;
  @ApiProperty({ example: 3750 }) balanceCents!: number;
}

export class AdminGiftCardDto {
  @ApiProperty() id!: string;
  @ApiProperty({ enum: ['awaiting_payment', 'active', 'disabled'] })
  status!: 'awaiting_payment' | 'active' | 'disabled';
  @ApiProperty({ nullable: true, type: String, description: "The code's last four characters (once issued)" })
  codeEnd!: string | null;
  @ApiProperty() amountCents!: number;
  @ApiProperty() balanceCents!: number;
  @ApiProperty() buyerEmail!: string;
  @ApiProperty() recipientEmail!: string;
  @ApiProperty({ nullable: true, type: String }) recipientName!: string | null;
  @ApiProperty() createdAt!: string;
  @ApiProperty({ nullable: true, type: String }) issuedAt!: string | null;
  @ApiProperty({ nullable: true, type: String }) emailedAt!: string | null;
  @ApiProperty({ nullable: true, type: String }) disabledAt!: string | null;
}

export class AdminGiftCardListDto {
  @ApiProperty({ type: [AdminGiftCardDto] }) items!: AdminGiftCardDto[];
}

export class AdminGiftCardRedemptionDto {
  @ApiProperty() orderId!: string;
  @ApiProperty() orderHash!: string;
  @ApiProperty() amountCents!: number;
  @ApiProperty({
    enum: ['held', 'redeemed', 'released', 'lapsed'],
    description:
      'held: the order is still payable; lapsed: it expired or was cancelled unpaid (the hold is back)',
  })
  state!: 'held' | 'redeemed' | 'released' | 'lapsed';
  @ApiProperty() createdAt!: string;
}

export class AdminGiftCardRefundDto {
  @ApiProperty() orderId!: string;
  @ApiProperty() orderHash!: string;
  @ApiProperty() amountCents!: number;
  @ApiProperty() createdAt!: string;
}

export class AdminGiftCardDetailDto {
  @ApiProperty({ type: AdminGiftCardDto }) card!: AdminGiftCardDto;
  @ApiProperty({ type: [AdminGiftCardRedemptionDto] }) redemptions!: AdminGiftCardRedemptionDto[];
  @ApiProperty({ type: [AdminGiftCardRefundDto] }) refunds!: AdminGiftCardRefundDto[];
}
