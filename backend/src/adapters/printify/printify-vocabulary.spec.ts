import {
  eventKindOfPrintifyTopic,
  PRINTIFY_ORDER_TOPICS,
  targetOfPrintifyStatus,
} from './printify-vocabulary';

describe("Printify's vocabulary", () => {
  it('maps Printify statuses; fulfilled is shipped, not delivered', () => {
    expect(targetOfPrintifyStatus('on-hold')).toBe('submitted');
    expect(targetOfPrintifyStatus('in-production')).toBe('in_production');
    expect(targetOfPrintifyStatus('sending-to-production')).toBe('in_production');
    expect(targetOfPrintifyStatus('partially-fulfilled')).toBe('partially_shipped');
    expect(targetOfPrintifyStatus('fulfilled')).toBe('shipped');
    expect(targetOfPrintifyStatus('canceled')).toBe('cancelled');
    expect(targetOfPrintifyStatus('had-issues')).toBe('error_provider');
    expect(targetOfPrintifyStatus('something-new')).toBeUndefined();
  });

  it('names the event of each topic the shop listens to, and nothing else', () => {
    expect(PRINTIFY_ORDER_TOPICS).toEqual([
      'order:created',
      'order:updated',
      'order:sent-to-production',
      'order:shipment:created',
      'order:shipment:delivered',
    ]);
    expect(eventKindOfPrintifyTopic('order:shipment:delivered')).toBe('shipment_delivered');
    expect(eventKindOfPrintifyTopic('order:sent-to-production')).toBe('sent_to_production');
    expect(eventKindOfPrintifyTopic('product:publish:started')).toBeUndefined();
    expect(eventKindOfPrintifyTopic('toString')).toBeUndefined();
  });
});
