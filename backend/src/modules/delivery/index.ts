// The delivery module's public entry: what other modules may use (deep imports are refused by the boundaries rule).
export { DeliveryModule } from './delivery.module';
export { GiftDeadlineService } from './gift-deadline.service';
export type { GiftDeadlineResultDto } from './gift-deadline.dto';
