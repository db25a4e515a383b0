import type { AdapterChoices } from '../../platform/config/app-config';

/** The vendors an error rule can be about. */
export type Vendor = 'openai' | 'printify' | 'stripe' | 'smtp' | 's3';

/** Which adapter this install runs for each vendor-backed port (the analysis must not blame a vendor never called). */
export type InstallSetup = Pick<
  AdapterChoices,
  'imageGenerator' | 'fulfilmentProvider' | 'paymentGateway' | 'mailer' | 'storage'
>;

/** Every vendor with its port, its setting, and what runs in its place when the setting is local. */
const VENDORS: Record<
  Vendor,
  {
    name: string;
    port: keyof InstallSetup;
    setting: string;
    local: string;
    localFix: string;
    /** What can fail here instead of the vendor (the vendor's outage is no cause on this install). */
    localCauses: string[];
  }
> = {
  openai: {
    name: 'OpenAI',
    port: 'imageGenerator',
    setting: 'IMAGE_GENERATOR',
    local: 'the local image generator',
    localFix: 'Look at the local image generator (or a testError trigger) in the stack trace',
    localCauses: [
      'The local image generator failed on this photo or prompt',
      'A test error triggered on purpose (Dev Tools, /app/test-errors)',
    ],
  },
  printify: {
    name: 'Printify',
    port: 'fulfilmentProvider',
    setting: 'FULFILMENT_PROVIDER',
    local: 'the local fulfilment simulator',
    localFix: 'Look at the local fulfilment simulator and its catalog (Dev > Dev Tools shows its jobs)',
    localCauses: [
      'The local fulfilment simulator refused the order (its catalog, the address or a print file)',
      'A print file could not be made from the artwork',
    ],
  },
  stripe: {
    name: 'Stripe',
    port: 'paymentGateway',
    setting: 'PAYMENT_GATEWAY',
    local: 'the local test payment gateway',
    localFix: 'Look at the local test gateway (its test cards decline on purpose)',
    localCauses: ['A test card that declines on purpose', 'The local test gateway refused the payment'],
  },
  smtp: {
    name: 'the SMTP server',
    port: 'mailer',
    setting: 'MAILER',
    local: 'the dev mailbox (outbox)',
    localFix: 'Look at the outbox job and the dev mailbox (Dev > Email Testing)',
    localCauses: ['The email could not be written to the dev mailbox (outbox)', 'The email failed to render'],
  },
  s3: {
    name: 'S3',
    port: 'storage',
    setting: 'STORAGE_DRIVER',
    local: 'local disk storage',
    localFix: 'Check the free disk space and the permissions of DATA_DIR',
    localCauses: ['The disk under DATA_DIR is full', 'DATA_DIR is not writable by the server'],
  },
};

const isLocal = (setup: InstallSetup, vendor: Vendor): boolean => {
  const choice = setup[VENDORS[vendor].port];
  return choice === 'local' || choice === 'outbox';
};

/** The install's setup from the config's adapter choices. */
export function installSetupOf(adapters: AdapterChoices): InstallSetup {
  const { imageGenerator, fulfilmentProvider, paymentGateway, mailer, storage } = adapters;
  return { imageGenerator, fulfilmentProvider, paymentGateway, mailer, storage };
}

/** One line per port: what this install calls ('IMAGE_GENERATOR=local (OpenAI is not called)'). */
export function describeSetup(setup: InstallSetup): string {
  return (Object.keys(VENDORS) as Vendor[])
    .map((vendor) => {
      const { setting, port, name, local } = VENDORS[vendor];
      return isLocal(setup, vendor)
        ? `${setting}=${setup[port]}: ${local}; ${name} is not called`
        : `${setting}=${setup[port]}: ${name} is called`;
    })
    .join('\n');
}

/**
 * When an error rule is about a vendor this install does not call, what to say instead: the vendor was never called
 * here, so neither its outage nor its status page is an answer, and switching the install to the vendor is no fix for
 * a failure of what runs in its place; what runs there is where to look. Undefined when the vendor is in use.
 */
export function localInstead(
  setup: InstallSetup | undefined,
  vendor: Vendor | undefined,
): { summary: string; causes: string[]; fixes: string[] } | undefined {
  if (!setup || !vendor || !isLocal(setup, vendor)) return undefined;
  const { name, setting, port, local, localFix, localCauses } = VENDORS[vendor];
  return {
    summary: `This install does not call ${name} (${setting}=${setup[port]}): the error came from ${local} or a test.`,
    causes: [...localCauses],
    fixes: [localFix],
  };
}
