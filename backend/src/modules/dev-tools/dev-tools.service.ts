import { readFile } from 'node:fs/promises';
import { connect } from 'node:net';
import * as path from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import {
  deliveryEstimate,
  MAILER,
  VARIANT_CATALOG,
  type Mailer,
  type PrintTypeId,
  type VariantCatalog,
  shopPaths,
  shopUrl,
} from '@petart/domain';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.tokens';
import { BACKEND_USER_AGENT, BACKEND_VERSION } from '../../platform/config/version';
import { AppError } from '../../platform/http/app-error';
import { passwordResetEmail } from '../mail';
import { verificationEmail } from '../mail';
import type { RenderedEmail } from '../mail';
import { orderConfirmationEmail, orderStatusEmail } from '../orders';
import { JobStore, type ListedState, type StoredJob } from '../../platform/jobs/job-store';
import { JOBS } from '../../platform/jobs/job';
import { JobQueue } from '../../platform/jobs/job-queue';
import { isSecretKey, scrubText } from '../error-logs';
import type { OutboxJobDto, PortStatusDto, TestEmailType } from './dev-tools.dto';
import {
  catalogueRefs,
  verifyCatalogue,
  VARIANT_IDS_FILE,
  type CatalogLists,
  type VariantVerification,
} from './variant-verifier';

const PROBE_TIMEOUT_MS = 5000;
const SAMPLE_HASH = 'test0000a1b2c3d4';
const SAMPLE_ORDER_NUMBER = 'PA-7K3M9X';

function toJob(row: StoredJob): OutboxJobDto {
  return {
    id: row.id,
    kind: row.kind,
    orderId: row.orderId,
    orderHash: row.orderHash,
    orderNumber: row.orderNumber,
    status: row.state,
    attempts: Number(row.attempts),
    runAfter: row.runAfter.toISOString(),
    lastError: row.lastError === null ? null : scrubText(row.lastError),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Masks the password of a URL (postgres://user:secret@host → postgres://user:****@host). */
function maskUrlCredentials(value: string): string {
  return value.replace(/^([a-z][a-z0-9+.-]*:\/\/[^:/@\s]+:)[^@\s]+@/i, '$1****@');
}

/** The configuration with every secret replaced by '[set]' / '[not set]' and URL passwords masked. */
export function maskConfig(value: unknown, key = ''): unknown {
  if (key !== '' && isSecretKey(key)) {
    if (typeof value === 'string' || value === undefined || value === null) {
      return value ? '[set]' : '[not set]';
    }
  }
  if (typeof value === 'string') return maskUrlCredentials(value);
  if (Array.isArray(value)) return value.map((v) => maskConfig(v));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .filter(([, v]) => typeof v !== 'function')
        .map(([k, v]) => [k, maskConfig(v, k)]),
    );
  }
  return value;
}

/**
 * The staff dev tools: the variant verifier, test emails, which adapter serves each port (and whether its vendor
 * answers), the durable job queue and the /debug data. Staff actions are audited by the controller.
 */
@Injectable()
export class DevToolsService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(MAILER) private readonly mailer: Mailer,
    @Inject(VARIANT_CATALOG) private readonly catalog: VariantCatalog,
    private readonly jobRows: JobStore,
    private readonly outbox: JobQueue,
  ) {}

  // ---- variant verifier ----

  /** The catalogue's variants checked against the provider's catalog as it is now (VARIANT_CATALOG). */
  async verifyVariants(printType: PrintTypeId | 'all'): Promise<VariantVerification> {
    const { catalog } = this;
    const lists: CatalogLists = new Map();
    for (const ref of catalogueRefs(printType)) {
      try {
        lists.set(`${ref.blueprintId}:${ref.printProviderId}`, await catalog.listVariants(ref));
      } catch (error) {
        lists.set(`${ref.blueprintId}:${ref.printProviderId}`, {
          error: error instanceof Error ? error.message.slice(0, 300) : String(error),
        });
      }
    }
    const idsSource = await readFile(path.join(this.config.repoRoot, VARIANT_IDS_FILE), 'utf8').catch(
      () => undefined,
    );
    return verifyCatalogue(lists, { printType, source: catalog.source, idsSource });
  }

  // ---- email testing ----

  /** Renders one email type with realistic sample data (a sample order, links that go nowhere real). */
  sampleEmail(type: TestEmailType): RenderedEmail {
    const { publicUrl, supportEmail } = this.config;
    const orderUrl = shopUrl(publicUrl, shopPaths.orderPage(SAMPLE_HASH));
    const common = { orderNumber: SAMPLE_ORDER_NUMBER, customerName: 'Alex Sample', orderUrl, supportEmail };
    // The sample order's canvas and posters to San Francisco, estimated as the checkout would.
    const estimate = deliveryEstimate({
      items: [{ printType: 'canvas' }, { printType: 'poster' }],
      countryCode: 'US',
      regionCode: 'CA',
    });
    const delivery = {
      deliveryRange: estimate.combined.range,
      ...(estimate.separatePackagesNote ? { separatePackagesNote: estimate.separatePackagesNote } : {}),
    };
    switch (type) {
      case 'confirmation':
        return orderConfirmationEmail({
          ...common,
          items: [
            {
              printType: 'canvas',
              printSize: '20x30',
              quantity: 1,
              lineTotal: 12_900,
              nameOnPrint: { name: 'Biscuit', secondLine: 'Good boy' },
            },
            { printType: 'poster', printSize: '12x18', quantity: 2, lineTotal: 5_800 },
          ],
          productCents: 18_700,
          shippingCents: 1_499,
          taxCents: 1_650,
          totalCents: 21_849,
          countryCode: 'US',
          address: {
            name: 'Alex Sample',
            address1: '123 Market Street',
            address2: 'Apt 4B',
            city: 'San Francisco',
            region: 'CA',
            zip: '94103',
            country: 'US',
          },
          ...delivery,
          // A sample inside the cancellation window: the email then says when printing starts.
          printingStartsAt: '2026-12-02T22:24:00.000Z',
          timeZone: 'America/New_York',
        });
      case 'processing':
      case 'delivered':
      case 'cancelled':
        return orderStatusEmail({ ...common, kind: type, ...delivery });
      case 'shipped':
        return orderStatusEmail({
          ...common,
          kind: 'shipped',
          ...delivery,
          shipments: [
            {
              carrier: 'USPS',
              trackingNumber: '9400111899223344556677',
              trackingUrl: 'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400111899223344556677',
            },
          ],
        });
      case 'password-reset':
        return passwordResetEmail({
          resetUrl: shopUrl(publicUrl, shopPaths.resetPassword('sample-token')),
          supportEmail,
        });
      case 'verification':
        return verificationEmail({
          verifyUrl: `${publicUrl}/api/auth/verify-email?token=sample-token`,
          supportEmail,
        });
    }
  }

  async sendTestEmail(type: TestEmailType, to: string): Promise<{ subject: string; messageId: string }> {
    const email = this.sampleEmail(type);
    const subject = `[Test] ${email.subject}`;
    try {
      const { messageId } = await this.mailer.send({ ...email, subject, to, tag: `test-${type}` });
      return { subject, messageId };
    } catch (error) {
      throw new AppError('MAIL.UNAVAILABLE', 'The test email could not be sent', {
        details: [error instanceof Error ? scrubText(error.message).slice(0, 300) : 'Mailer failed'],
        cause: error,
      });
    }
  }

  // ---- adapters and vendor health ----

  private async probeHttp(
    url: string,
    headers: Record<string, string>,
  ): Promise<Omit<PortStatusDto, 'port' | 'adapter' | 'vendor'>> {
    const started = performance.now();
    try {
      const response = await fetch(url, {
        headers,
        signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
        redirect: 'error',
      });
      await response.body?.cancel();
      const latencyMs = Math.round(performance.now() - started);
      if (response.status === 401 || response.status === 403) {
        return {
          status: 'down',
          detail: `Answered ${response.status}: the credentials were refused`,
          latencyMs,
        };
      }
      if (response.status >= 500 || response.status === 404) {
        return { status: 'down', detail: `Answered ${response.status}`, latencyMs };
      }
      return { status: 'up', detail: `Answered ${response.status}`, latencyMs };
    } catch (error) {
      return {
        status: 'down',
        detail: `No answer: ${error instanceof Error ? error.message : String(error)}`,
        latencyMs: null,
      };
    }
  }

  private probeTcp(rawUrl: string): Promise<Omit<PortStatusDto, 'port' | 'adapter' | 'vendor'>> {
    const started = performance.now();
    let url: URL;
    try {
      url = new URL(rawUrl);
    } catch {
      return Promise.resolve({ status: 'down', detail: 'SMTP_URL is not a URL', latencyMs: null });
    }
    const port = Number(url.port || (url.protocol === 'smtps:' ? 465 : 587));
    return new Promise((resolve) => {
      const socket = connect({ host: url.hostname, port, timeout: PROBE_TIMEOUT_MS });
      const done = (status: 'up' | 'down', detail: string): void => {
        socket.destroy();
        resolve({
          status,
          detail,
          latencyMs: status === 'up' ? Math.round(performance.now() - started) : null,
        });
      };
      socket.once('connect', () => done('up', `${url.hostname}:${port} accepts connections`));
      socket.once('timeout', () => done('down', `${url.hostname}:${port} timed out`));
      socket.once('error', (error) => done('down', `${url.hostname}:${port}: ${error.message}`));
    });
  }

  async adapters(): Promise<PortStatusDto[]> {
    const { adapters, openai, printify, stripe, smtp, s3 } = this.config;
    const local = (port: string, adapter: string): PortStatusDto => ({
      port,
      adapter,
      vendor: null,
      status: 'local',
      detail: 'Offline adapter on this machine',
      latencyMs: null,
    });
    const openaiProbe = (): ReturnType<DevToolsService['probeHttp']> =>
      this.probeHttp(`${openai.baseUrl}/models`, { authorization: `Bearer ${openai.apiKey ?? ''}` });
    const printifyProbe = (): ReturnType<DevToolsService['probeHttp']> =>
      this.probeHttp(`${printify.baseUrl}/shops.json`, {
        authorization: `Bearer ${printify.apiToken ?? ''}`,
        'user-agent': BACKEND_USER_AGENT,
      });
    const stripeProbe = (): ReturnType<DevToolsService['probeHttp']> =>
      this.probeHttp(`${stripe.apiBase}/v1/balance`, { authorization: `Bearer ${stripe.secretKey ?? ''}` });
    const remote = async (
      port: string,
      adapter: string,
      vendor: string,
      probe: () => ReturnType<DevToolsService['probeHttp']>,
    ): Promise<PortStatusDto> => ({ port, adapter, vendor, ...(await probe()) });
    /** A port whose real adapter is probed over HTTP: port, selected adapter, the real one, its vendor, the probe. */
    type HttpPort = [string, string, string, string, () => ReturnType<DevToolsService['probeHttp']>];
    const status = ([port, selected, real, vendor, probe]: HttpPort):
      PortStatusDto | Promise<PortStatusDto> =>
      selected === real ? remote(port, real, vendor, probe) : local(port, selected);
    const vendorPorts: HttpPort[] = [
      ['IMAGE_GENERATOR', adapters.imageGenerator, 'openai', 'OpenAI', openaiProbe],
      ['MOCKUP_RENDERER', adapters.mockupRenderer, 'printify', 'Printify', printifyProbe],
      ['PAYMENT_GATEWAY', adapters.paymentGateway, 'stripe', 'Stripe', stripeProbe],
      ['TAX_CALCULATOR', adapters.taxCalculator, 'stripe', 'Stripe Tax', stripeProbe],
      ['FULFILMENT_PROVIDER', adapters.fulfilmentProvider, 'printify', 'Printify', printifyProbe],
    ];

    return Promise.all([
      adapters.storage === 's3'
        ? Promise.resolve<PortStatusDto>({
            port: 'STORAGE_DRIVER',
            adapter: 's3',
            vendor: 'S3',
            status: 'unchecked',
            detail: `Bucket ${s3.bucket ?? '?'} in ${s3.region ?? '?'}${s3.endpoint ? ` at ${s3.endpoint}` : ''}`,
            latencyMs: null,
          })
        : local('STORAGE_DRIVER', adapters.storage),
      ...vendorPorts.map(status),
      adapters.mailer === 'smtp' && smtp.url
        ? this.probeTcp(smtp.url).then((r) => ({ port: 'MAILER', adapter: 'smtp', vendor: 'SMTP', ...r }))
        : local('MAILER', adapters.mailer),
      status(['ERROR_ANALYZER', adapters.errorAnalyzer, 'openai', 'OpenAI', openaiProbe]),
    ]);
  }

  // ---- job queue ----

  async jobs(status: ListedState | 'open'): Promise<OutboxJobDto[]> {
    const states: ListedState[] = status === 'open' ? ['queued', 'running', 'failed', 'dead'] : [status];
    const rows = await this.jobRows.list(states, JOBS);
    return rows.map(toJob);
  }

  /** Runs a failed or dead job again from scratch (fresh attempts, due now). Only those. */
  async retryJob(id: string): Promise<OutboxJobDto> {
    const row = await this.jobRows.find(id, JOBS);
    if (!row) throw new AppError('JOB.NOT_FOUND', 'Job not found');
    if (row.state !== 'failed' && row.state !== 'dead')
      throw new AppError(
        'JOB.CONFLICT',
        `Only failed or dead jobs can be retried (this one is ${row.state})`,
      );
    await this.outbox.retry(row);
    const again = await this.jobRows.find(id, JOBS);
    return toJob(again ?? row);
  }

  // ---- /debug ----

  async debug(): Promise<{
    backendVersion: string;
    nodeVersion: string;
    profile: string;
    uptimeSeconds: number;
    serverTime: string;
    config: Record<string, unknown>;
    adapters: PortStatusDto[];
  }> {
    return {
      backendVersion: BACKEND_VERSION,
      nodeVersion: process.version,
      profile: this.config.profile,
      uptimeSeconds: Math.round(process.uptime()),
      serverTime: new Date().toISOString(),
      config: maskConfig(JSON.parse(JSON.stringify(this.config)) as unknown) as Record<string, unknown>,
      adapters: await this.adapters(),
    };
  }
}
