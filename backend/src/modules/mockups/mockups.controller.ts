import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import type { AuthenticatedUser } from '../../platform/auth/authenticated-user';
import { CurrentUser } from '../../platform/auth/current-user.decorator';
import { JwtAuthGuard } from '../../platform/auth/guards';
import { ErrorEnvelopeDto } from '../../platform/http/error-envelope.dto';
import { GenerateMockupsDto, GenerateMockupsResponseDto, VariantMismatchDto } from './mockups.dto';
import { MockupsService } from './mockups.service';

@ApiTags('mockups')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ type: ErrorEnvelopeDto, description: 'Missing, invalid or expired access token' })
@UseGuards(JwtAuthGuard)
@Controller()
export class MockupsController {
  constructor(private readonly mockups: MockupsService) {}

  @Post('generate-mockups')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'generateMockups',
    summary: 'Front, angled and room mockups of an image (cached)',
  })
  @ApiOkResponse({ type: GenerateMockupsResponseDto })
  @ApiUnprocessableEntityResponse({
    type: VariantMismatchDto,
    description: 'No variant for this type and size',
  })
  @ApiNotFoundResponse({ type: ErrorEnvelopeDto, description: 'The image is not one of the caller’s' })
  async generate(
    @CurrentUser() user: AuthenticatedUser,
    @Body() body: GenerateMockupsDto,
  ): Promise<GenerateMockupsResponseDto> {
    return { success: true, mockups: await this.mockups.generate(user.id, body) };
  }
}
