import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { Module } from '@nestjs/common';
import { findSize, type ObjectStorage } from '@petart/domain';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import S3rver from 's3rver';
import { SMTPServer } from 'smtp-server';
import { FULFILMENT_PROVIDER } from '@petart/domain';
import { PrintifyFulfilmentProvider } from '../src/adapters/fulfilment/printify-fulfilment.provider';
import { OBJECT_STORAGE } from '@petart/domain';
import { FulfilmentModule } from '../src/modules/fulfilment/fulfilment.module';
import { PrintFileGenerator } from '../src/modules/fulfilment/print-file.generator';
import sharp from 'sharp';
import { createTestApp, type TestApp } from './create-test-app';
import { OpenAiFake } from './fakes/openai-fake';
import { PrintifyFake } from './fakes/printify-fake';
import { startStripeFake, type FakeStripe } from './fakes/stripe-fake';

/** Mounts the print-file generator with the app's real bindings (ful-core registers it in the fulfilment module). */
@Module({ imports: [FulfilmentModule], providers: [PrintFileGenerator] })
class PrintFileProbeModule {}

/**
 * The production profile starts with every real adapter (Printify, Stripe, OpenAI, S3, SMTP), each pointed at its
 * local fake: no local adapter, no ALLOW_LOCAL_ADAPTERS.
 */
describe('production profile with every real adapter', () => {
  let printify: PrintifyFake;
  let stripe: FakeStripe;
  let openai: OpenAiFake;
  let s3: S3rver;
  let s3Dir: string;
  let smtp: SMTPServer;
  let t: TestApp;
  const savedEnv = { ...process.env };

  beforeAll(async () => {
    printify = await new PrintifyFake().start();
    stripe = await startStripeFake();
    openai = await new OpenAiFake().start();
    s3Dir = mkdtempSync(path.join(tmpdir(), 'petart-prod-s3-'));
    s3 = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: s3Dir });
    const s3Address = await s3.run();
    const s3Endpoint = `http://127.0.0.1:${s3Address.port}`;
    // The S3 adapter takes credentials from the SDK's default chain, as in production.
    process.env.AWS_ACCESS_KEY_ID = 'S3RVER';
    process.env.AWS_SECRET_ACCESS_KEY = 'S3RVER';
    await new S3Client({
      region: 'us-east-1',
      endpoint: s3Endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    }).send(new CreateBucketCommand({ Bucket: 'petart-prod' }));
    smtp = new SMTPServer({ authOptional: true, disabledCommands: ['STARTTLS', 'AUTH'], logger: false });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const smtpPort = (smtp.server.address() as AddressInfo).port;

    t = await createTestApp(
      {
        APP_PROFILE: 'production',
        PUBLIC_URL: 'https://shop.petart.example',
        ADMIN_URL: 'https://admin.petart.example',
        STORAGE_DRIVER: 's3',
        S3_BUCKET: 'petart-prod',
        S3_REGION: 'us-east-1',
        S3_ENDPOINT: s3Endpoint,
        IMAGE_GENERATOR: 'openai',
        OPENAI_API_KEY: 'sk-test-prod',
        OPENAI_BASE_URL: `${openai.baseUrl}/v1`,
        ERROR_ANALYZER: 'openai',
        MOCKUP_RENDERER: 'printify',
        PRINTIFY_IMAGES_URL: printify.origin,
        ...printify.env('pfy-prod-secret'),
        PAYMENT_GATEWAY: 'stripe',
        TAX_CALCULATOR: 'stripe',
        STRIPE_SECRET_KEY: 'sk_test_prod',
        STRIPE_WEBHOOK_SECRET: 'whsec_prod',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_prod',
        STRIPE_API_BASE: stripe.url,
        MAILER: 'smtp',
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        MAIL_FROM: 'PetArt <shop@petart.example>',
        SUPPORT_EMAIL: 'support@petart.example',
      },
      { imports: [PrintFileProbeModule] },
    );
  });

  afterAll(async () => {
    await t?.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    await s3.close();
    rmSync(s3Dir, { recursive: true, force: true });
    await openai.stop();
    await stripe.close();
    await printify.close();
    process.env = savedEnv;
  });

  it('resolves the production config with only real adapters and serves requests', async () => {
    expect(t.config.profile).toBe('production');
    expect(t.config.allowLocalAdapters).toBe(false);
    expect(t.config.adapters).toEqual({
      storage: 's3',
      imageGenerator: 'openai',
      mockupRenderer: 'printify',
      paymentGateway: 'stripe',
      taxCalculator: 'stripe',
      fulfilmentProvider: 'printify',
      mailer: 'smtp',
      errorAnalyzer: 'openai',
    });
    const health = await t.request.get('/api/health');
    expect(health.status).toBe(200);
  });

  it('binds the Printify fulfilment provider, which talks to the configured shop', async () => {
    const provider = t.app.get<PrintifyFulfilmentProvider>(FULFILMENT_PROVIDER);
    expect(provider).toBeInstanceOf(PrintifyFulfilmentProvider);
    const variants = await provider.listVariants({ blueprintId: 282, printProviderId: 2 });
    expect(variants.some((v) => v.id === 43150)).toBe(true);
    expect(printify.requests.at(-1)?.headers.authorization).toBe(`Bearer ${printify.token}`);
  });

  it('makes a print file in S3 and submits it to Printify on hold, then to production', async () => {
    const storage = t.app.get<ObjectStorage>(OBJECT_STORAGE);
    const artwork = await sharp({ create: { width: 400, height: 600, channels: 3, background: '#3a6ea5' } })
      .webp()
      .toBuffer();
    await storage.put('generated/prod/art.webp', artwork, 'image/webp');
    // Small placeholders keep the test fast (the fake's default is 300 dpi).
    printify.variantFor('poster', '12x18').placeholders = [{ position: 'front', width: 120, height: 180 }];
    const file = await t.app.get(PrintFileGenerator).prepare({
      orderHash: 'prodhash1',
      lineId: 'line-1',
      lineIndex: 0,
      printType: 'poster',
      printSize: '12x18',
      sourceImage: '/api/images/generated/prod/art.webp',
    });
    expect(
      file.url.startsWith('https://shop.petart.example/api/images/print-files/prodhash1/prodhash1-1.jpg?'),
    ).toBe(true);
    expect(await storage.exists('print-files/prodhash1/prodhash1-1.jpg')).toBe(true);

    const provider = t.app.get<PrintifyFulfilmentProvider>(FULFILMENT_PROVIDER);
    const order = await provider.submitOrder({
      externalId: 'prodhash1',
      label: 'PA-1',
      address: {
        firstName: 'Ada',
        lastName: 'L',
        email: 'ada@example.com',
        address1: '1 Main St',
        city: 'Springfield',
        region: 'IL',
        zip: '62701',
        countryCode: 'US',
      },
      lines: [
        {
          lineId: 'line-1',
          printType: 'poster',
          printSize: '12x18',
          quantity: 1,
          printFile: file,
          variant: findSize('poster', '12x18')!.printify,
          mirrorEdges: false,
        },
      ],
    });
    expect(order.status).toBe('on-hold');
    expect((await provider.sendToProduction(order.providerOrderId)).status).toBe('in-production');
  });
});
