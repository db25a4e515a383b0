import { PrintifyClient, WindowRateLimiter } from '../adapters/printify/printify-client';
import { PrintifyFake } from '../../test/fakes/printify-fake';
import { PRINTIFY_ORDER_TOPICS, registerPrintifyWebhooks } from './register-printify-webhooks';

describe('npm run printify:webhooks (registerPrintifyWebhooks)', () => {
  let fake: PrintifyFake;
  let client: PrintifyClient;
  const url = 'https://shop.petart.example/api/webhooks/printify';

  beforeEach(async () => {
    fake = await new PrintifyFake().start();
    client = new PrintifyClient({
      baseUrl: fake.url,
      apiToken: fake.token,
      limiters: { global: new WindowRateLimiter(1000, 60_000), catalog: new WindowRateLimiter(1000, 60_000) },
    });
  });
  afterEach(() => fake.close());

  it('registers the five order topics with the secret, then keeps them on the next run', async () => {
    const first = await registerPrintifyWebhooks(client, { shopId: fake.shopId, url, secret: 's3cret' });
    expect(first.created).toEqual([...PRINTIFY_ORDER_TOPICS]);
    const hooks = [...fake.webhooks.values()];
    expect(hooks.map((h) => h.topic).sort()).toEqual([...PRINTIFY_ORDER_TOPICS].sort());
    expect(hooks.every((h) => h.url === url && h.secret === 's3cret')).toBe(true);

    const posts = fake.calls('POST', /\/webhooks\.json$/).length;
    const second = await registerPrintifyWebhooks(client, { shopId: fake.shopId, url, secret: 's3cret' });
    expect(second).toEqual({ created: [], replaced: [], kept: [...PRINTIFY_ORDER_TOPICS] });
    expect(fake.calls('POST', /\/webhooks\.json$/)).toHaveLength(posts);
    expect(fake.webhooks.size).toBe(5);
  });

  it('replaces our hooks at a wrong URL and leaves other integrations alone', async () => {
    fake.webhooks.set('old', {
      id: 'old',
      topic: 'order:updated',
      url: 'https://old.petart.example/api/webhooks/printify',
      shop_id: 4242,
    });
    fake.webhooks.set('other', {
      id: 'other',
      topic: 'order:updated',
      url: 'https://erp.example/hooks/pfy',
      shop_id: 4242,
    });
    const outcome = await registerPrintifyWebhooks(client, { shopId: fake.shopId, url, secret: 's' });
    expect(outcome.replaced).toEqual(['order:updated']);
    expect(fake.webhooks.has('old')).toBe(false);
    expect(fake.webhooks.has('other')).toBe(true);
    const deletes = fake.calls('DELETE', /\/webhooks\/old\.json$/);
    expect(deletes[0]?.path).toContain('host=old.petart.example');
    expect([...fake.webhooks.values()].filter((h) => h.url === url)).toHaveLength(5);
  });

  it('--force re-registers ours (secret rotation) without duplicates', async () => {
    await registerPrintifyWebhooks(client, { shopId: fake.shopId, url, secret: 'old' });
    const outcome = await registerPrintifyWebhooks(client, {
      shopId: fake.shopId,
      url,
      secret: 'new',
      force: true,
    });
    expect(outcome.replaced).toEqual([...PRINTIFY_ORDER_TOPICS]);
    expect(fake.webhooks.size).toBe(5);
    expect([...fake.webhooks.values()].every((h) => h.secret === 'new')).toBe(true);
  });
});
