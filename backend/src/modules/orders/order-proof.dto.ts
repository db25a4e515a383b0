import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { PROOF_STATUSES, type ProofStatus } from '@petart/domain';
import type { OrderProofRecord } from './order-proofs.repository';

/** One line's proof: the print file the printer gets, and a picture of it for the page. */
export class OrderProofFileDto {
  @ApiProperty() lineId!: string;
  @ApiProperty({ example: 1, description: 'The line number (1, 2, ...), as the order lists its prints' })
  line!: number;
  @ApiProperty({ description: 'The full print file (JPEG at print resolution)' }) url!: string;
  @ApiProperty({ description: 'A picture of the print file, at most 1200 px on its longest side' })
  previewUrl!: string;
  @ApiProperty({ example: 6000 }) widthPx!: number;
  @ApiProperty({ example: 9000 }) heightPx!: number;
  @ApiPropertyOptional({
    example: 0.5,
    description:
      'Where the crop window sat along the axis that overflows the print: 0 left/top, 1 right/bottom (the customer’s choice or the automatic one)',
  })
  cropPosition?: number;
  @ApiPropertyOptional({ example: 0.6667, description: "The artwork's width / height" })
  artworkAspect?: number;
}

/** The latest proof of an order whose customer asked to approve one (D-300). */
export class OrderProofDto {
  @ApiProperty({ example: 1, description: 'Proof number: 2 after one change, ...' }) revision!: number;
  @ApiProperty({
    enum: PROOF_STATUSES,
    description:
      'drawing (being prepared), shown (waiting for the answer), approved, change_requested (a new proof follows), superseded',
  })
  status!: ProofStatus;
  @ApiProperty({ type: [OrderProofFileDto], description: 'Empty while it is drawn' })
  files!: OrderProofFileDto[];
  @ApiPropertyOptional({ type: String, nullable: true, description: 'The change the customer asked for' })
  changeNote!: string | null;
  @ApiPropertyOptional({ type: String, nullable: true, format: 'date-time' }) shownAt!: string | null;
  @ApiPropertyOptional({ type: String, nullable: true, format: 'date-time' }) answeredAt!: string | null;
}

/** A proof in staff's list (every revision, with who asked for it and the follow-ups sent). */
export class AdminOrderProofDto extends OrderProofDto {
  @ApiProperty({ enum: ['payment', 'staff', 'customer'] }) requestedBy!: string;
  @ApiPropertyOptional({ type: String, nullable: true, format: 'date-time' }) remindedAt!: string | null;
  @ApiPropertyOptional({ type: String, nullable: true, format: 'date-time' }) staffAlertedAt!: string | null;
}

const iso = (value: Date | string | null): string | null => (value ? new Date(value).toISOString() : null);

export function toOrderProofDto(proof: OrderProofRecord): OrderProofDto {
  return {
    revision: proof.revision,
    status: proof.status,
    files: proof.files,
    changeNote: proof.changeNote,
    shownAt: iso(proof.shownAt),
    answeredAt: iso(proof.answeredAt),
  };
}

export function toAdminOrderProofDto(proof: OrderProofRecord): AdminOrderProofDto {
  return {
    ...toOrderProofDto(proof),
    requestedBy: proof.requestedBy,
    remindedAt: iso(proof.remindedAt),
    staffAlertedAt: iso(proof.staffAlertedAt),
  };
}
