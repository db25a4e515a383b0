import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser, JwtAuthGuard, type AuthenticatedUser } from '../../platform/auth';
import { GenerateDto, GenerateResponseDto } from './generation.dto';
import { GenerationService } from './generation.service';

@ApiTags('generation')
@ApiBearerAuth()
@UseGuards(JwtAuthGuard)
@Controller()
export class GenerationController {
  constructor(private readonly generation: GenerationService) {}

  @Post('generate')
  @ApiOperation({
    operationId: 'generateArtwork',
    summary: 'Generate (or refine) the artwork of a session in a style',
  })
  @HttpCode(200)
  @ApiOkResponse({ type: GenerateResponseDto })
  generate(@CurrentUser() user: AuthenticatedUser, @Body() dto: GenerateDto): Promise<GenerateResponseDto> {
    return this.generation.generate(user, dto);
  }
}
