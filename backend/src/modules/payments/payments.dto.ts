import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsNotEmpty, IsString, Max, MaxLength, Min } from 'class-validator';

/** POST /payments/local/confirm: a card for the local test gateway (never stored). */
export class LocalConfirmDto {
  @ApiProperty({ description: 'clientSecret from create-payment-intent' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(200)
  clientSecret!: string;

  @ApiProperty({ example: '4242 4242 4242 4242' })
  @IsString({ message: 'Card number is required' })
  @IsNotEmpty({ message: 'Card number is required' })
  @MaxLength(30)
  cardNumber!: string;

  @ApiProperty({ example: 12, minimum: 1, maximum: 12 })
  @Max(99, { message: "Your card's expiration month is invalid." })
  @Min(0, { message: "Your card's expiration month is invalid." })
  @IsInt({ message: "Your card's expiration month is invalid." })
  expMonth!: number;

  @ApiProperty({ example: 2030, description: 'Four digits (two are accepted)' })
  @Max(9999, { message: "Your card's expiration year is invalid." })
  @Min(0, { message: "Your card's expiration year is invalid." })
  @IsInt({ message: "Your card's expiration year is invalid." })
  expYear!: number;

  @ApiProperty({ example: '123' })
  @IsString({ message: "Your card's security code is invalid." })
  @MaxLength(8, { message: "Your card's security code is invalid." })
  cvc!: string;
}

export class LocalConfirmResultDto {
  @ApiProperty({ example: true }) success!: boolean;
  @ApiProperty({ example: 'succeeded' }) status!: 'succeeded';
  @ApiProperty() orderHash!: string;
}

export class PaymentDeclinedDto {
  @ApiProperty({ example: 'Card declined' }) error!: string;
  @ApiProperty({ example: 'Your card was declined. Please use a different card.' }) message!: string;
  @ApiProperty({ example: 'PAYMENT_ERROR' }) errorType!: string;
  @ApiProperty({ example: 'generic_decline' }) declineCode!: string;
  @ApiProperty({ type: [String] }) details!: string[];
  @ApiProperty({ example: 'PAYMENT.CARD_DECLINED' }) code!: string;
}

export class PaymentConfigDto {
  @ApiProperty({ enum: ['local', 'stripe'] }) provider!: 'local' | 'stripe';
  @ApiPropertyOptional({ description: 'Stripe publishable key (stripe only)' }) publishableKey?: string;
  @ApiProperty({ description: 'True for the local gateway and Stripe test keys' }) testMode!: boolean;
}

export class WebhookReceivedDto {
  @ApiProperty({ example: true }) received!: boolean;
}
