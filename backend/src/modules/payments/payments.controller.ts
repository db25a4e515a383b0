import { Body, Controller, Get, Header, HttpCode, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiPaymentRequiredResponse,
  ApiTags,
} from '@nestjs/swagger';
import { CurrentUser, type AuthenticatedUser, SignedIn } from '../../platform/auth';
import { ErrorEnvelopeDto } from '../../platform/http/error-envelope.dto';
import { PaymentsService } from './payments.service';
import { LocalConfirmDto, LocalConfirmResultDto, PaymentConfigDto, PaymentDeclinedDto } from './payments.dto';

@ApiTags('checkout')
@SignedIn()
@Controller('payments')
export class PaymentsController {
  constructor(private readonly payments: PaymentsService) {}

  @Get('config')
  @ApiOperation({ operationId: 'getPaymentConfig', summary: 'Which payment form the shop shows' })
  @ApiOkResponse({ type: PaymentConfigDto })
  getConfig(): PaymentConfigDto {
    return this.payments.formConfig();
  }

  @Post('local/confirm')
  @HttpCode(200)
  @Header('cache-control', 'no-store')
  @ApiOperation({
    operationId: 'confirmLocalPayment',
    summary: 'Pay with a test card through the local test gateway (local payment profile only)',
  })
  @ApiOkResponse({ type: LocalConfirmResultDto })
  @ApiBadRequestResponse({
    type: ErrorEnvelopeDto,
    description: 'Invalid card number, expiry or security code',
  })
  @ApiPaymentRequiredResponse({ type: PaymentDeclinedDto, description: 'Card declined' })
  @ApiNotFoundResponse({ type: ErrorEnvelopeDto, description: 'Unknown payment, or the Stripe profile' })
  async confirmLocal(
    @CurrentUser() user: AuthenticatedUser,
    @Body() body: LocalConfirmDto,
  ): Promise<LocalConfirmResultDto> {
    const { clientSecret, ...card } = body;
    const paid = await this.payments.confirmLocal(user, clientSecret, card);
    return { success: true, ...paid };
  }
}
