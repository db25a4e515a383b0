import { ApiProperty } from '@nestjs/swagger';
import type { OrderGiftRecord } from './order-records';

/** A gift order's details as the buyer and staff read them (never on the public tracking page). */
export class OrderGiftDto {
  @ApiProperty({ example: 'Sam Rivera' }) recipientName!: string;
  @ApiProperty({ example: 'sam@example.com' }) recipientEmail!: string;
  @ApiProperty({ example: 'Happy birthday!', description: 'Lines joined by "\\n"; empty when there is none' })
  message!: string;
  @ApiProperty({ example: 'Ada', description: "The buyer's first name as the recipient's email says it" })
  senderName!: string;
}

export function toGiftDto(gift: OrderGiftRecord | undefined): OrderGiftDto | null {
  if (!gift) return null;
  return {
    recipientName: gift.recipientName,
    recipientEmail: gift.recipientEmail,
    message: gift.message,
    senderName: gift.senderName,
  };
}
