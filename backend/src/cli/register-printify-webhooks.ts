import { PrintifyClient } from '../adapters/printify/printify-client';
import { PRINTIFY_ORDER_TOPICS } from '../adapters/printify/printify-vocabulary';
import { resolveConfigOrReport } from '../platform/config/resolve-config';
import { runCli } from './run-cli';

export { PRINTIFY_ORDER_TOPICS };

/** Path of the shop's Printify webhook endpoint (the part of the URL that says "this hook is ours"). */
export const PRINTIFY_WEBHOOK_PATH = '/api/webhooks/printify';

interface PrintifyWebhook {
  id: string;
  topic: string;
  url: string;
}

export interface WebhookRegistration {
  created: string[];
  kept: string[];
  replaced: string[];
}

/**
 * Makes the shop's Printify webhooks point at `url` with `secret`, idempotently: a topic already registered at the
 * URL is kept; our hooks (path {@link PRINTIFY_WEBHOOK_PATH}) at another URL, e.g. an old domain, are deleted and
 * registered again; hooks of other integrations (other paths) are left alone. `force` re-registers ours even when
 * the URL matches (the way to rotate PRINTIFY_WEBHOOK_SECRET: Printify never shows a hook's secret).
 */
export async function registerPrintifyWebhooks(
  client: PrintifyClient,
  options: { shopId: string; url: string; secret: string; force?: boolean },
): Promise<WebhookRegistration> {
  const shop = `/shops/${encodeURIComponent(options.shopId)}`;
  const existing = await client.get<PrintifyWebhook[]>(`${shop}/webhooks.json`);
  const ours = (hook: PrintifyWebhook): boolean => {
    try {
      return new URL(hook.url).pathname.replace(/\/+$/, '') === PRINTIFY_WEBHOOK_PATH;
    } catch {
      return false;
    }
  };
  const result: WebhookRegistration = { created: [], kept: [], replaced: [] };
  for (const topic of PRINTIFY_ORDER_TOPICS) {
    const hooks = existing.filter((h) => h.topic === topic);
    const current = hooks.find((h) => h.url === options.url);
    if (current && !options.force) {
      result.kept.push(topic);
      continue;
    }
    const stale = hooks.filter((h) => ours(h));
    for (const hook of stale) {
      await client.delete(
        `${shop}/webhooks/${encodeURIComponent(hook.id)}.json?host=${new URL(hook.url).host}`,
      );
    }
    await client.post(
      `${shop}/webhooks.json`,
      { topic, url: options.url, secret: options.secret },
      // A POST that got no answer may have registered the hook; the next run keeps it.
      { idempotent: false },
    );
    (stale.length > 0 ? result.replaced : result.created).push(topic);
  }
  return result;
}

async function main(): Promise<number> {
  const config = resolveConfigOrReport();
  if (!config) return 1;
  const { apiToken, shopId, baseUrl, webhookSecret } = config.printify;
  const missing = [
    apiToken === undefined && 'PRINTIFY_API_TOKEN',
    shopId === undefined && 'PRINTIFY_SHOP_ID',
    webhookSecret === undefined && 'PRINTIFY_WEBHOOK_SECRET',
  ].filter(Boolean);
  if (missing.length > 0 || apiToken === undefined || shopId === undefined || webhookSecret === undefined) {
    console.error(`npm run printify:webhooks needs ${missing.join(' and ')}`);
    return 2;
  }
  const url = `${config.publicUrl}${PRINTIFY_WEBHOOK_PATH}`;
  const outcome = await registerPrintifyWebhooks(new PrintifyClient({ baseUrl, apiToken }), {
    shopId,
    url,
    secret: webhookSecret,
    force: process.argv.includes('--force'),
  });
  console.log(
    `Printify webhooks of shop ${shopId} -> ${url}\n` +
      `  created:  ${outcome.created.join(', ') || '-'}\n` +
      `  replaced: ${outcome.replaced.join(', ') || '-'}\n` +
      `  kept:     ${outcome.kept.join(', ') || '-'}`,
  );
  return 0;
}

if (require.main === module) runCli(main);
