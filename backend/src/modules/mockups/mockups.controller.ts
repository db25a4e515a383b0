import { SignedIn } from '../../platform/auth';
import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import {
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import type { AuthenticatedUser } from '../../platform/auth/authenticated-user';
import { CurrentUser } from '../../platform/auth/current-user.decorator';
import { ApiErrors } from '../../platform/http/api-responses';
import { ErrorEnvelopeDto } from '../../platform/http/error-envelope.dto';
import { GenerateMockupsDto, GenerateMockupsResponseDto, VariantMismatchDto } from './mockups.dto';
import { MockupsService } from './mockups.service';

@ApiTags('mockups')
@SignedIn()
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
  @ApiErrors({ 429: 'More than 40 new named mockups in 10 minutes (per account)' })
  async generate(
    @CurrentUser() user: AuthenticatedUser,
    @Body() body: GenerateMockupsDto,
  ): Promise<GenerateMockupsResponseDto> {
    return { success: true, mockups: await this.mockups.generate(user.id, body) };
  }
}
