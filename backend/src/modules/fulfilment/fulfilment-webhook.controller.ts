import { Controller, Headers, HttpCode, Post, Req, type RawBodyRequest } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProperty,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../platform/http/app-error';
import { ErrorEnvelopeDto } from '../../platform/http/error-envelope.dto';
import { FulfilmentTrackingService } from './fulfilment-tracking.service';

export class FulfilmentWebhookResultDto {
  @ApiProperty({ example: true }) received!: boolean;
  @ApiProperty({
    enum: ['processed', 'duplicate', 'unknown_order', 'ignored', 'failed'],
    description: 'What the shop did with it (duplicates do nothing)',
  })
  outcome!: string;
}

/**
 * Printify's webhook endpoint: the X-Pfy-Signature HMAC is checked over the exact raw body (createApp keeps it as
 * request.rawBody); a wrong or missing signature answers 401 and stores nothing. The local simulator delivers its
 * steps through the same use case in-process.
 */
@ApiTags('fulfilment')
@Controller('webhooks')
export class FulfilmentWebhookController {
  constructor(private readonly tracking: FulfilmentTrackingService) {}

  @Post('printify')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'printifyWebhook',
    summary: 'Printify webhook (signed; called by Printify only)',
  })
  @ApiOkResponse({ type: FulfilmentWebhookResultDto })
  @ApiUnauthorizedResponse({ type: ErrorEnvelopeDto, description: 'Missing or wrong X-Pfy-Signature' })
  @ApiBadRequestResponse({ type: ErrorEnvelopeDto, description: 'Body is not a webhook' })
  async receive(
    @Req() request: RawBodyRequest<FastifyRequest>,
    @Headers('x-pfy-signature') signature: string | undefined,
  ): Promise<FulfilmentWebhookResultDto> {
    const rawBody = request.rawBody;
    if (!rawBody) throw new AppError('WEBHOOK.SIGNATURE_UNAUTHORIZED', 'Missing webhook signature or body');
    const outcome = await this.tracking.receive(rawBody, signature, 'webhook');
    return { received: true, outcome };
  }
}
