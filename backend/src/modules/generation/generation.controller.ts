import { Body, Controller, Get, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser, JwtAuthGuard, type AuthenticatedUser } from '../../platform/auth';
import { ApiErrors } from '../../platform/http/api-responses';
import { GenerateDto, GenerateResponseDto, GenerationPreviewDto } from './generation.dto';
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
  @ApiErrors({
    404: 'Session (or its source image) not found, or not the caller’s',
    422: "The image provider's safety system refused the request",
    429: 'Too many generations (per user), or the provider is rate limiting',
    502: 'The image provider failed',
    503: "The image provider's quota is exhausted, or the database is not reachable",
  })
  generate(@CurrentUser() user: AuthenticatedUser, @Body() dto: GenerateDto): Promise<GenerateResponseDto> {
    return this.generation.generate(user, dto);
  }

  @Get('generate/:sessionId/preview')
  @ApiOperation({
    operationId: 'getGenerationPreview',
    summary: "The newest partial frame of the session's running generation (polled by the progress dialog)",
  })
  @ApiOkResponse({ type: GenerationPreviewDto })
  @ApiErrors({ 404: 'Session not found, or not the caller’s' })
  preview(
    @CurrentUser() user: AuthenticatedUser,
    @Param('sessionId') sessionId: string,
  ): Promise<GenerationPreviewDto> {
    return this.generation.preview(user, sessionId);
  }
}
