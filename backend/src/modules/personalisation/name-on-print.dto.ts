import { ApiProperty } from '@nestjs/swagger';
import {
  checkNameOnPrint,
  NAME_COLOURS,
  NAME_ON_PRINT_LIMITS,
  NAME_PLACEMENTS,
  type NameOnPrint,
  PRINT_FONT_IDS,
} from '@petart/domain';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { AppError } from '../../platform/http/app-error';

/**
 * The name on the print as a client sends it (cart line, mockups). Only shapes are checked here; the rules and the
 * customer's messages (length, characters the font draws, known font, placement and colour) are the domain's
 * {@link checkNameOnPrint}, applied by {@link nameOnPrintOrThrow}.
 */
export class NameOnPrintDto {
  @ApiProperty({ example: 'Biscuit', maxLength: NAME_ON_PRINT_LIMITS.name })
  @IsString({ message: 'The name must be text' })
  @MaxLength(200)
  name!: string;

  @ApiProperty({ required: false, example: '2012 – 2026', maxLength: NAME_ON_PRINT_LIMITS.secondLine })
  @IsOptional()
  @IsString({ message: 'The second line must be text' })
  @MaxLength(200)
  secondLine?: string;

  @ApiProperty({ enum: PRINT_FONT_IDS })
  @IsString({ message: 'Choose one of the offered fonts' })
  @MaxLength(40)
  font!: string;

  @ApiProperty({ enum: NAME_PLACEMENTS, default: 'bottom' })
  @IsOptional()
  @IsString({ message: 'Choose the top or the bottom of the print' })
  @MaxLength(20)
  placement?: string;

  @ApiProperty({ enum: NAME_COLOURS, default: 'auto' })
  @IsOptional()
  @IsString({ message: 'Choose one of the offered colours' })
  @MaxLength(20)
  colour?: string;
}

/** The checked, normalised personalisation, or a 400 PERSONALISATION.INVALID with the domain's message. */
export function nameOnPrintOrThrow(input: NameOnPrintDto | null | undefined): NameOnPrint | null {
  if (input === null || input === undefined) return null;
  const checked = checkNameOnPrint(input);
  if (!checked.ok) {
    throw new AppError('PERSONALISATION.INVALID', checked.message, { details: [checked.message] });
  }
  return checked.value;
}
