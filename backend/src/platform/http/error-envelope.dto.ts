import { ApiProperty } from '@nestjs/swagger';

/** The one JSON body of every error response. */
export class ErrorEnvelopeDto {
  @ApiProperty({ description: 'Stable error code', example: 'SESSION.NOT_FOUND' })
  error!: string;

  @ApiProperty({ description: 'Human-readable message, safe to show', example: 'Session not found' })
  message!: string;

  @ApiProperty({ description: 'Error type of the shared error catalogue', example: 'NOT_FOUND' })
  errorType!: string;

  @ApiProperty({ type: [String], description: 'Field-level messages (validation)', example: [] })
  details!: string[];
}
