import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

/**
 * A print type and size as the client sends them (cart lines, mockup requests). Only their shape is checked here;
 * the services check them against the domain catalogue (with its own messages).
 */
export class PrintOptionDto {
  @ApiProperty({ example: 'canvas' })
  @IsString({ message: 'printType is required' })
  @IsNotEmpty({ message: 'printType is required' })
  @MaxLength(20)
  printType!: string;

  @ApiProperty({ example: '20x30' })
  @IsString({ message: 'printSize is required' })
  @IsNotEmpty({ message: 'printSize is required' })
  @MaxLength(20)
  printSize!: string;
}
