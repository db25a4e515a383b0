import { Controller, Get, Header, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ErrorEnvelopeDto } from '../../platform/http/error-envelope.dto';
import { GiftDeadlineQueryDto, GiftDeadlineResultDto } from './gift-deadline.dto';
import { GiftDeadlineService } from './gift-deadline.service';

@ApiTags('delivery')
@Controller('delivery')
export class GiftDeadlineController {
  constructor(private readonly deadlines: GiftDeadlineService) {}

  /** Public: the landing page and a signed-out visitor's product step ask it too. */
  @Get('gift-deadline')
  @Header('cache-control', 'public, max-age=300')
  @ApiOperation({
    operationId: 'getGiftDeadline',
    summary: 'The order-by date of the next gift holiday for a destination and prints, or that it has passed',
  })
  @ApiOkResponse({ type: GiftDeadlineResultDto })
  @ApiBadRequestResponse({ type: ErrorEnvelopeDto, description: 'Unknown country code or print type' })
  get(@Query() query: GiftDeadlineQueryDto): GiftDeadlineResultDto {
    return this.deadlines.forDestination(query);
  }
}
