import { apiFulfilmentStatus } from '@petart/domain';
import { Controller, HttpCode, Param, Post } from '@nestjs/common';
import {
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProperty,
  ApiTags,
} from '@nestjs/swagger';
import { CurrentUser, type AuthenticatedUser, SignedIn } from '../../platform/auth';
import { ErrorEnvelopeDto } from '../../platform/http/error-envelope.dto';
import { OrdersService } from '../orders';
import { FulfilmentService } from './fulfilment.service';

export class SubmitToPrintifyResultDto {
  @ApiProperty({ example: true }) success!: boolean;
  @ApiProperty({
    type: String,
    nullable: true,
    example: 'local-Ab12Cd34',
    description: 'null while parked (error_variant)',
  })
  printifyOrderId!: string | null;
  @ApiProperty({ example: 'submitted_to_fulfillment' }) fulfillmentStatus!: string;
}

@ApiTags('orders')
@SignedIn()
@Controller()
export class FulfilmentController {
  constructor(
    private readonly fulfilment: FulfilmentService,
    private readonly orders: OrdersService,
  ) {}

  @Post('submit-to-printify/:orderHash')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'submitToPrintify',
    summary: 'Submit a paid order to fulfilment (idempotent; the payment success path submits it too)',
  })
  @ApiOkResponse({ type: SubmitToPrintifyResultDto })
  @ApiNotFoundResponse({ type: ErrorEnvelopeDto, description: "Unknown order, or not the caller's" })
  @ApiConflictResponse({ type: ErrorEnvelopeDto, description: 'Order not paid' })
  async submit(
    @CurrentUser() user: AuthenticatedUser,
    @Param('orderHash') orderHash: string,
  ): Promise<SubmitToPrintifyResultDto> {
    const orderId = await this.orders.findAccessibleOrderId(user, orderHash);
    const result = await this.fulfilment.submit(orderId);
    return { success: true, ...result, fulfillmentStatus: apiFulfilmentStatus(result.fulfillmentStatus) };
  }
}
