import type { EnvReader } from './env-reader';

/** Every adapter selector with its allowed values; the first value is the local (default) adapter. */
export const ADAPTER_SELECTORS = {
  STORAGE_DRIVER: ['local', 's3'],
  IMAGE_GENERATOR: ['local', 'openai'],
  MOCKUP_RENDERER: ['local', 'printify'],
  PAYMENT_GATEWAY: ['local', 'stripe'],
  TAX_CALCULATOR: ['local', 'stripe'],
  FULFILMENT_PROVIDER: ['local', 'printify'],
  MAILER: ['outbox', 'smtp'],
  ERROR_ANALYZER: ['rules', 'openai'],
} as const;

export type AdapterSelector = keyof typeof ADAPTER_SELECTORS;
type Choice<K extends AdapterSelector> = (typeof ADAPTER_SELECTORS)[K][number];

/** Settings the real adapter of each selector cannot work without (checked in every profile). */
export const REQUIRED_FOR_REAL_ADAPTER: { [K in AdapterSelector]: readonly string[] } = {
  STORAGE_DRIVER: ['S3_BUCKET', 'S3_REGION'],
  IMAGE_GENERATOR: ['OPENAI_API_KEY'],
  MOCKUP_RENDERER: ['PRINTIFY_API_TOKEN', 'PRINTIFY_SHOP_ID'],
  PAYMENT_GATEWAY: ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_PUBLISHABLE_KEY'],
  TAX_CALCULATOR: ['STRIPE_SECRET_KEY'],
  FULFILMENT_PROVIDER: ['PRINTIFY_API_TOKEN', 'PRINTIFY_SHOP_ID', 'PRINTIFY_WEBHOOK_SECRET'],
  MAILER: ['SMTP_URL', 'MAIL_FROM'],
  ERROR_ANALYZER: ['OPENAI_API_KEY'],
};

export interface AdapterChoices {
  storage: Choice<'STORAGE_DRIVER'>;
  imageGenerator: Choice<'IMAGE_GENERATOR'>;
  mockupRenderer: Choice<'MOCKUP_RENDERER'>;
  paymentGateway: Choice<'PAYMENT_GATEWAY'>;
  taxCalculator: Choice<'TAX_CALCULATOR'>;
  fulfilmentProvider: Choice<'FULFILMENT_PROVIDER'>;
  mailer: Choice<'MAILER'>;
  errorAnalyzer: Choice<'ERROR_ANALYZER'>;
}

/**
 * Which adapter serves each port. A real adapter needs its settings in every profile; a local one is refused in
 * production unless ALLOW_LOCAL_ADAPTERS says this is a trial, so a production that forgot a setting does not
 * quietly take payments with the local gateway.
 */
export function selectAdapters(
  read: EnvReader,
  production: boolean,
  allowLocalAdapters: boolean,
): AdapterChoices {
  const selector = <K extends AdapterSelector>(name: K): Choice<K> => {
    const allowed = ADAPTER_SELECTORS[name] as readonly Choice<K>[];
    const choice = read.oneOf(name, allowed, allowed[0] as Choice<K>);
    const real = allowed[1] as string;
    if (choice === allowed[0]) {
      if (production && !allowLocalAdapters) {
        const needs = [`${name}=${real}`, ...REQUIRED_FOR_REAL_ADAPTER[name]].join(' and ');
        read.problems.push(
          `${name}=${choice} is not allowed in production; set ${needs} (or ALLOW_LOCAL_ADAPTERS=true)`,
        );
      }
    } else {
      const missing = REQUIRED_FOR_REAL_ADAPTER[name].filter((setting) => read.str(setting) === undefined);
      if (missing.length > 0) read.problems.push(`${name}=${choice} needs ${missing.join(' and ')}`);
    }
    return choice;
  };
  return {
    storage: selector('STORAGE_DRIVER'),
    imageGenerator: selector('IMAGE_GENERATOR'),
    mockupRenderer: selector('MOCKUP_RENDERER'),
    paymentGateway: selector('PAYMENT_GATEWAY'),
    taxCalculator: selector('TAX_CALCULATOR'),
    fulfilmentProvider: selector('FULFILMENT_PROVIDER'),
    mailer: selector('MAILER'),
    errorAnalyzer: selector('ERROR_ANALYZER'),
  };
}
