import { Inject, Injectable } from '@nestjs/common';
import {
  CLOCK,
  type Clock,
  NAME_CHANGE_MESSAGES,
  nameChangeDecision,
  normaliseNameText,
  type NameOnPrint,
} from '@petart/domain';
import type { AuthenticatedUser } from '../../platform/auth';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.tokens';
import { AppError } from '../../platform/http/app-error';
import { RateLimiterService, type RateLimitRule } from '../../platform/rate-limit/rate-limiter.service';
import { FulfilmentService } from '../fulfilment';
import { orderHoldTimes, OrdersService, type OrderRecord } from '../orders';
import { nameOnPrintOrThrow, type NameOnPrintDto } from '../personalisation';

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Name changes per account: 5 per hour (times RATE_LIMIT_SCALE). Each one redraws the line's print file and replaces
 * the order held at the print provider; a customer fixes a typo once or twice. Counted once the new name passes its
 * rules, before any of that work; shared by every replica (rate_limits).
 */
export const NAME_CHANGE_RATE_LIMIT = {
  name: 'name-change:user',
  limit: 5,
  windowMs: 60 * 60_000,
} as const satisfies RateLimitRule;
export const NAME_CHANGE_RATE_LIMIT_MESSAGE =
  'Too many name changes in a short time. Please wait a while and try again.';

/** What the customer's name change answers. */
export interface NameChangeOutcome {
  lineId: string;
  personalisation: NameOnPrint;
  /** Whether the order held at the print provider was replaced by one carrying the new print file. */
  replacedAtProvider: boolean;
}

/**
 * "Editable until production" (docs/decisions.md D-185): the customer changes the name on a line of their
 * own paid order while it waits on hold. The same DTO and domain check as before payment (400
 * PERSONALISATION.INVALID with the domain's message); the domain's nameChangeDecision decides under the per-order
 * lock (409 PERSONALISATION.TOO_LATE once production started or the hold ended); FulfilmentService redraws the print
 * files and replaces the held provider order. The price does not change: the option was paid per line.
 */
@Injectable()
export class OrderNameChangeService {
  constructor(
    private readonly orders: OrdersService,
    private readonly fulfilment: FulfilmentService,
    private readonly limiter: RateLimiterService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async change(
    user: AuthenticatedUser,
    orderHash: string,
    lineId: string,
    input: NameOnPrintDto,
  ): Promise<NameChangeOutcome> {
    const orderId = await this.orders.findOwnOrderId(user, orderHash);
    if (!UUID_RE.test(lineId)) throw new AppError('ORDER.NOT_FOUND', 'This order has no such line.');
    // A paid name is changed, never removed (D-186): an empty name would otherwise read "remove the name option".
    if (typeof input.name === 'string' && normaliseNameText(input.name) === '') {
      throw new AppError('PERSONALISATION.INVALID', NAME_CHANGE_MESSAGES.noRemoval, {
        details: [NAME_CHANGE_MESSAGES.noRemoval],
      });
    }
    const personalisation = nameOnPrintOrThrow(input);
    if (!personalisation) throw new AppError('PERSONALISATION.INVALID', NAME_CHANGE_MESSAGES.noRemoval);
    await this.limiter.hit([[NAME_CHANGE_RATE_LIMIT, user.id]], NAME_CHANGE_RATE_LIMIT_MESSAGE);
    const guard = (order: OrderRecord, line: { personalisation: unknown }) => {
      const decision = nameChangeDecision(
        orderHoldTimes(order),
        line,
        this.clock.now(),
        this.config.afterPayment.cancelWindowMinutes,
      );
      if (decision.allowed) return;
      const tooLate = decision.reason === 'in_production' || decision.reason === 'hold_ended';
      throw new AppError(tooLate ? 'PERSONALISATION.TOO_LATE' : 'ORDER.ACTION_CONFLICT', decision.message);
    };
    const { replaced } = await this.fulfilment.changeLineName(orderId, lineId, personalisation, guard);
    return { lineId, personalisation, replacedAtProvider: replaced };
  }
}
