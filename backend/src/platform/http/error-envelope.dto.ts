import { ApiProperty } from '@nestjs/swagger';

/** The one JSON body of every error response. */
export class ErrorEnvelopeDto {
  @ApiProperty({ description: 'Short human-readable text', example: 'Email already exists' })
  error!: string;

  @ApiProperty({
    description: 'Human-readable sentence, safe to show',
    example: 'An account with this email already exists. Please log in instead.',
  })
  message!: string;

  @ApiProperty({ description: 'Error type of the shared error catalogue', example: 'EMAIL_ALREADY_EXISTS' })
  errorType!: string;

  @ApiProperty({ type: [String], description: 'Field-level messages (validation)', example: [] })
  details!: string[];

  @ApiProperty({ description: 'Stable error code', example: 'AUTH.EMAIL_ALREADY_EXISTS' })
  code!: string;
}
