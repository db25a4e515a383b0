import { Global, Inject, Logger, Module, type OnApplicationShutdown, type Provider } from '@nestjs/common';
import {
  CLOCK,
  CLOCK_CONTROL,
  type Clock,
  type ClockControl,
  ERROR_ANALYZER,
  type ErrorAnalyzer,
  FULFILMENT_PROVIDER,
  FULFILMENT_SIMULATOR,
  type FulfilmentProvider,
  type FulfilmentSimulator,
  IMAGE_GENERATOR,
  type ImageGenerator,
  MAIL_OUTBOX,
  MAILER,
  type MailOutbox,
  type Mailer,
  MOCKUP_RENDERER,
  type MockupRenderer,
  OBJECT_STORAGE,
  type ObjectStorage,
  PAYMENT_GATEWAY,
  type PaymentGateway,
  SHIPPING_QUOTER,
  type ShippingQuoter,
  TAX_CALCULATOR,
  type TaxCalculator,
  TEST_CARD_PAYMENTS,
  type TestCardPayments,
  VARIANT_CATALOG,
  type VariantCatalog,
} from '@petart/domain';
import * as path from 'node:path';
import { DataSource } from 'typeorm';
import type { AdapterSelector, AppConfig } from '../platform/config/app-config';
import { APP_CONFIG } from '../platform/config/config.tokens';
import { ImageUrlSigner } from '../platform/images/image-url-signer';
import { AdjustableClock, systemClock } from './clock/adjustable-clock';
import { OpenAiErrorAnalyzer } from './error-analyzer/openai-error.analyzer';
import { RuleBasedErrorAnalyzer } from './error-analyzer/rule-based-error.analyzer';
import { installSetupOf } from './error-analyzer/install-setup';
import { LocalFulfilmentSimulator, simulatorWebhookSecret } from './fulfilment/local-fulfilment.simulator';
import { PrintifyFulfilmentProvider } from './fulfilment/printify-fulfilment.provider';
import { simulatorVariantCatalog } from './fulfilment/simulator-catalog';
import { LocalImageGenerator } from './image-generator/local-image.generator';
import { OpenAiImageGenerator } from './image-generator/openai-image.generator';
import { DevMailboxMailer } from './mail/dev-mailbox.mailer';
import { SmtpMailer } from './mail/smtp.mailer';
import { LocalMockupRenderer } from './mockups/local-mockup.renderer';
import { PrintifyMockupRenderer } from './mockups/printify-mockup.renderer';
import { LocalPaymentGateway } from './payments/local-payment.gateway';
import { StripePaymentGateway } from './payments/stripe-payment.gateway';
import { PrintifyCatalog } from './printify/printify-catalog';
import { PrintifyClient } from './printify/printify-client';
import { LocalShippingQuoter } from './shipping/local-shipping.quoter';
import { PrintifyShippingQuoter } from './shipping/printify-shipping.quoter';
import { LocalDiskStorage } from './storage/local-disk.storage';
import { S3Storage } from './storage/s3.storage';
import { createStripeClient } from './stripe/stripe-client';
import { LocalTaxCalculator } from './tax/local-tax.calculator';
import { StripeTaxCalculator } from './tax/stripe-tax.calculator';

/**
 * Thrown when a real adapter is selected but one of its settings is missing. The configuration check
 * (REQUIRED_FOR_REAL_ADAPTER in app-config.ts) refuses such an environment first, so this only fires when a caller
 * builds an AppConfig by hand; it exists so that no factory can ever swap in a local adapter silently.
 */
export class MissingAdapterSettingError extends Error {
  constructor(selector: AdapterSelector, setting: string) {
    super(`${selector} selects a real adapter but ${setting} is not set`);
    this.name = 'MissingAdapterSettingError';
  }
}

/** The value of a setting a real adapter needs, or a {@link MissingAdapterSettingError} naming it. */
function need<T>(selector: AdapterSelector, setting: string, value: T | undefined): T {
  if (value === undefined) throw new MissingAdapterSettingError(selector, setting);
  return value;
}

/** STORAGE_DRIVER: S3 or the local disk under DATA_DIR/storage; url(key) answers the signed /api/images URL. */
export function createObjectStorage(config: AppConfig, signer: ImageUrlSigner): ObjectStorage {
  const urlFor = (key: string, expiresInSeconds?: number): string =>
    signer.sign(key, { minValiditySeconds: expiresInSeconds });
  if (config.adapters.storage === 's3') {
    const { s3 } = config;
    const bucket = need('STORAGE_DRIVER', 'S3_BUCKET', s3.bucket);
    const region = need('STORAGE_DRIVER', 'S3_REGION', s3.region);
    return new S3Storage({ bucket, region, endpoint: s3.endpoint }, urlFor);
  }
  return new LocalDiskStorage(path.join(config.dataDir, 'storage'), urlFor);
}

/** IMAGE_GENERATOR: OpenAI's image model or the local filters. */
export function createImageGenerator(config: AppConfig): ImageGenerator {
  if (config.adapters.imageGenerator === 'openai') {
    return new OpenAiImageGenerator({
      apiKey: need('IMAGE_GENERATOR', 'OPENAI_API_KEY', config.openai.apiKey),
      baseURL: config.openai.baseUrl,
      model: config.openai.imageModel,
      candidates: config.openai.imageCandidates,
    });
  }
  return new LocalImageGenerator({ minDurationMs: config.localImageGeneratorMs });
}

/** ERROR_ANALYZER: OpenAI's structured analysis of error logs or the offline rule-based analyzer. */
export function createErrorAnalyzer(config: AppConfig): ErrorAnalyzer {
  if (config.adapters.errorAnalyzer === 'openai') {
    return new OpenAiErrorAnalyzer({
      apiKey: need('ERROR_ANALYZER', 'OPENAI_API_KEY', config.openai.apiKey),
      baseURL: config.openai.baseUrl,
      model: config.openai.analysisModel,
      setup: installSetupOf(config.adapters),
    });
  }
  return new RuleBasedErrorAnalyzer(installSetupOf(config.adapters));
}

/** MOCKUP_RENDERER: Printify's product mockups or the local compositor. */
export function createMockupRenderer(config: AppConfig): MockupRenderer {
  if (config.adapters.mockupRenderer === 'printify') {
    const { baseUrl, imagesUrl } = config.printify;
    const apiToken = need('MOCKUP_RENDERER', 'PRINTIFY_API_TOKEN', config.printify.apiToken);
    const shopId = need('MOCKUP_RENDERER', 'PRINTIFY_SHOP_ID', config.printify.shopId);
    return new PrintifyMockupRenderer({ baseUrl, apiToken, shopId, imagesUrl });
  }
  return new LocalMockupRenderer();
}

/** PAYMENT_GATEWAY: Stripe or the local test gateway (cards checked by POST /api/payments/local/confirm). */
export function createPaymentGateway(config: AppConfig): PaymentGateway {
  if (config.adapters.paymentGateway === 'stripe') {
    const secretKey = need('PAYMENT_GATEWAY', 'STRIPE_SECRET_KEY', config.stripe.secretKey);
    const webhookSecret = need('PAYMENT_GATEWAY', 'STRIPE_WEBHOOK_SECRET', config.stripe.webhookSecret);
    return new StripePaymentGateway(createStripeClient(secretKey, config.stripe.apiBase), webhookSecret);
  }
  return new LocalPaymentGateway(config.jwtSecret);
}

/** TAX_CALCULATOR: Stripe Tax or the local rate table. */
export function createTaxCalculator(config: AppConfig): TaxCalculator {
  if (config.adapters.taxCalculator === 'stripe') {
    const secretKey = need('TAX_CALCULATOR', 'STRIPE_SECRET_KEY', config.stripe.secretKey);
    return new StripeTaxCalculator(createStripeClient(secretKey, config.stripe.apiBase));
  }
  return new LocalTaxCalculator();
}

/**
 * Shipping follows the fulfilment provider (there is no selector of its own): Printify's shipping calculation when
 * FULFILMENT_PROVIDER=printify, else the local table.
 */
export function createShippingQuoter(config: AppConfig): ShippingQuoter {
  if (config.adapters.fulfilmentProvider === 'printify') {
    return new PrintifyShippingQuoter({
      baseUrl: config.printify.baseUrl,
      apiToken: need('FULFILMENT_PROVIDER', 'PRINTIFY_API_TOKEN', config.printify.apiToken),
      shopId: need('FULFILMENT_PROVIDER', 'PRINTIFY_SHOP_ID', config.printify.shopId),
    });
  }
  return new LocalShippingQuoter();
}

/**
 * FULFILMENT_PROVIDER: Printify or the local simulator. With Printify, every catalogue size whose variant id research
 * did not confirm is logged once as a warning (they are matched by title at run time, or refused). The simulator keeps
 * its orders in PostgreSQL and sends signed webhooks through the same handler as Printify's.
 */
export function createFulfilmentProvider(config: AppConfig, dataSource: DataSource): FulfilmentProvider {
  if (config.adapters.fulfilmentProvider === 'printify') {
    const apiToken = need('FULFILMENT_PROVIDER', 'PRINTIFY_API_TOKEN', config.printify.apiToken);
    const shopId = need('FULFILMENT_PROVIDER', 'PRINTIFY_SHOP_ID', config.printify.shopId);
    const webhookSecret = need(
      'FULFILMENT_PROVIDER',
      'PRINTIFY_WEBHOOK_SECRET',
      config.printify.webhookSecret,
    );
    const unconfirmed = PrintifyFulfilmentProvider.unconfirmedCatalogueVariants();
    if (unconfirmed.length > 0) {
      new Logger('Fulfilment').warn(
        `${unconfirmed.length} catalogue sizes have no confirmed Printify variant id; they are matched by exact ` +
          `title and availability before use, else refused: ${unconfirmed.join('; ')}`,
      );
    }
    return new PrintifyFulfilmentProvider(
      new PrintifyClient({ baseUrl: config.printify.baseUrl, apiToken }),
      {
        shopId,
        webhookSecret,
      },
    );
  }
  return new LocalFulfilmentSimulator(dataSource, {
    publicUrl: config.publicUrl,
    webhookSecret: simulatorWebhookSecret(config.jwtSecret),
    stepSeconds: config.fulfilment.simulatorStepSeconds,
    printDpi: config.fulfilment.simulatorPrintDpi,
  });
}

/** MAILER: SMTP or the mail outbox table (`mail_outbox`, read by the dev mailbox). */
export function createMailer(config: AppConfig, dataSource: DataSource): Mailer {
  if (config.adapters.mailer === 'smtp') {
    return new SmtpMailer(
      need('MAILER', 'SMTP_URL', config.smtp.url),
      need('MAILER', 'MAIL_FROM', config.mailFrom),
    );
  }
  return new DevMailboxMailer(dataSource);
}

/**
 * VARIANT_CATALOG (the dev tools' Variant Verifier): Printify's live catalog when Printify serves mockups or
 * fulfilment and PRINTIFY_API_TOKEN is set, read afresh on every call (cacheMs 0: the verifier exists to see the
 * catalog as it is now), else the simulator's offline copy.
 */
export function createVariantCatalog(config: AppConfig): VariantCatalog {
  const { apiToken, baseUrl } = config.printify;
  const usesPrintify =
    config.adapters.fulfilmentProvider === 'printify' || config.adapters.mockupRenderer === 'printify';
  if (!usesPrintify || apiToken === undefined) return simulatorVariantCatalog;
  const catalog = new PrintifyCatalog(new PrintifyClient({ baseUrl, apiToken, maxAttempts: 2 }), {
    cacheMs: 0,
  });
  return { source: 'printify', listVariants: (ref) => catalog.listVariants(ref) };
}

/**
 * MAIL_OUTBOX (the dev mailbox): the local Mailer itself when it serves MAILER, else a reader of the same
 * `mail_outbox` table (what an earlier local run stored stays readable).
 */
export function createMailOutbox(mailer: Mailer, dataSource: DataSource): MailOutbox {
  return mailer instanceof DevMailboxMailer ? mailer : new DevMailboxMailer(dataSource);
}

/**
 * CLOCK: in the local profile the adjustable clock (the wall clock until the dev tools move it forward), in production
 * the wall clock. Unit tests give a service the domain's FixedClock instead.
 */
export function createClock(config: AppConfig): Clock {
  return config.profile === 'local' ? new AdjustableClock() : systemClock;
}

/**
 * The selectors whose local adapter serves a port in this configuration. In the local profile that is normal and
 * logged once as a warning at start-up; in production the configuration refuses it (unless ALLOW_LOCAL_ADAPTERS).
 */
export function localAdapterSelectors(config: AppConfig): AdapterSelector[] {
  const { adapters } = config;
  const local: [AdapterSelector, boolean][] = [
    ['STORAGE_DRIVER', adapters.storage === 'local'],
    ['IMAGE_GENERATOR', adapters.imageGenerator === 'local'],
    ['MOCKUP_RENDERER', adapters.mockupRenderer === 'local'],
    ['PAYMENT_GATEWAY', adapters.paymentGateway === 'local'],
    ['TAX_CALCULATOR', adapters.taxCalculator === 'local'],
    ['FULFILMENT_PROVIDER', adapters.fulfilmentProvider === 'local'],
    ['MAILER', adapters.mailer === 'outbox'],
  ];
  return local.filter(([, isLocal]) => isLocal).map(([selector]) => selector);
}

/**
 * Port -> adapter, the one place it is decided. Every port's token lives beside its interface in
 * `domain/src/ports/`; every binding is here, chosen by the configuration's adapter selectors:
 *
 * | token                | selector            | local adapter            | real adapter               |
 * | -------------------- | ------------------- | ------------------------ | -------------------------- |
 * | OBJECT_STORAGE       | STORAGE_DRIVER      | LocalDiskStorage         | S3Storage                  |
 * | IMAGE_GENERATOR      | IMAGE_GENERATOR     | LocalImageGenerator      | OpenAiImageGenerator       |
 * | MOCKUP_RENDERER      | MOCKUP_RENDERER     | LocalMockupRenderer      | PrintifyMockupRenderer     |
 * | PAYMENT_GATEWAY      | PAYMENT_GATEWAY     | LocalPaymentGateway      | StripePaymentGateway       |
 * | TAX_CALCULATOR       | TAX_CALCULATOR      | LocalTaxCalculator       | StripeTaxCalculator        |
 * | SHIPPING_QUOTER      | FULFILMENT_PROVIDER | LocalShippingQuoter      | PrintifyShippingQuoter     |
 * | FULFILMENT_PROVIDER  | FULFILMENT_PROVIDER | LocalFulfilmentSimulator | PrintifyFulfilmentProvider |
 * | MAILER               | MAILER              | DevMailboxMailer         | SmtpMailer                 |
 * | ERROR_ANALYZER       | ERROR_ANALYZER      | RuleBasedErrorAnalyzer   | OpenAiErrorAnalyzer        |
 * | CLOCK                | APP_PROFILE         | AdjustableClock          | systemClock                |
 * | VARIANT_CATALOG      | (Printify in use)   | simulatorVariantCatalog  | PrintifyCatalog, uncached  |
 * | MAIL_OUTBOX          | (none)              | DevMailboxMailer         | DevMailboxMailer (reader)  |
 * | TEST_CARD_PAYMENTS   | PAYMENT_GATEWAY     | LocalPaymentGateway      | null                       |
 * | FULFILMENT_SIMULATOR | FULFILMENT_PROVIDER | LocalFulfilmentSimulator | null                       |
 * | CLOCK_CONTROL        | APP_PROFILE         | AdjustableClock          | null                       |
 *
 * A real adapter with a missing setting is never replaced by the local one: the configuration refuses to start
 * (every profile), and the factories throw {@link MissingAdapterSettingError} should a hand-built config get here.
 * The last five are the local adapters' extra capabilities and the dev tools' readers, as ports of their own, so that
 * modules never import an adapter class (the lint rule in eslint.config.mjs refuses it).
 */
const bindings: Provider[] = [
  { provide: OBJECT_STORAGE, inject: [APP_CONFIG, ImageUrlSigner], useFactory: createObjectStorage },
  { provide: IMAGE_GENERATOR, inject: [APP_CONFIG], useFactory: createImageGenerator },
  { provide: MOCKUP_RENDERER, inject: [APP_CONFIG], useFactory: createMockupRenderer },
  { provide: PAYMENT_GATEWAY, inject: [APP_CONFIG], useFactory: createPaymentGateway },
  { provide: TAX_CALCULATOR, inject: [APP_CONFIG], useFactory: createTaxCalculator },
  { provide: SHIPPING_QUOTER, inject: [APP_CONFIG], useFactory: createShippingQuoter },
  { provide: FULFILMENT_PROVIDER, inject: [APP_CONFIG, DataSource], useFactory: createFulfilmentProvider },
  { provide: MAILER, inject: [APP_CONFIG, DataSource], useFactory: createMailer },
  { provide: ERROR_ANALYZER, inject: [APP_CONFIG], useFactory: createErrorAnalyzer },
  { provide: CLOCK, inject: [APP_CONFIG], useFactory: createClock },
  { provide: VARIANT_CATALOG, inject: [APP_CONFIG], useFactory: createVariantCatalog },
  { provide: MAIL_OUTBOX, inject: [MAILER, DataSource], useFactory: createMailOutbox },
  // The local adapters' extra operations (test cards, the simulated carrier), as ports of their own: the instance
  // bound above when the local adapter serves the port, else null. Modules inject these tokens, never the classes.
  {
    provide: TEST_CARD_PAYMENTS,
    inject: [PAYMENT_GATEWAY],
    useFactory: (gateway: PaymentGateway): TestCardPayments | null =>
      gateway instanceof LocalPaymentGateway ? gateway : null,
  },
  {
    provide: FULFILMENT_SIMULATOR,
    inject: [FULFILMENT_PROVIDER],
    useFactory: (provider: FulfilmentProvider): FulfilmentSimulator | null =>
      provider instanceof LocalFulfilmentSimulator ? provider : null,
  },
  {
    provide: CLOCK_CONTROL,
    inject: [CLOCK],
    useFactory: (clock: Clock): ClockControl | null => (clock instanceof AdjustableClock ? clock : null),
  },
];

/**
 * Binds every port of the domain to its adapter for the whole app (global). The signed image URLs come from the
 * global ImagesModule's ImageUrlSigner.
 */
@Global()
@Module({
  providers: bindings,
  exports: [
    OBJECT_STORAGE,
    IMAGE_GENERATOR,
    MOCKUP_RENDERER,
    PAYMENT_GATEWAY,
    TAX_CALCULATOR,
    SHIPPING_QUOTER,
    FULFILMENT_PROVIDER,
    MAILER,
    ERROR_ANALYZER,
    CLOCK,
    VARIANT_CATALOG,
    MAIL_OUTBOX,
    TEST_CARD_PAYMENTS,
    FULFILMENT_SIMULATOR,
    CLOCK_CONTROL,
  ],
})
export class AdaptersModule implements OnApplicationShutdown {
  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(MAILER) private readonly mailer: Mailer,
  ) {
    const local = localAdapterSelectors(config);
    if (local.length > 0) {
      new Logger('Adapters').warn(
        config.profile === 'local'
          ? `local adapters serve ${local.join(', ')} (local profile)`
          : `local adapters serve ${local.join(', ')} in production (ALLOW_LOCAL_ADAPTERS=true)`,
      );
    }
  }

  onApplicationShutdown(): void {
    if (this.mailer instanceof SmtpMailer) this.mailer.close();
  }
}
