import { PRINT_TYPES } from '@petart/domain';
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';

/** One request the fake received (tests assert on the calls). */
export interface FakeCall {
  method: string;
  path: string;
  body: unknown;
}

/**
 * A local stand-in for the Printify endpoints the mockup renderer uses (node:http, no dependencies):
 * POST /v1/uploads/images.json, POST /v1/shops/{shop}/products.json, DELETE /v1/shops/{shop}/products/{id}.json, and
 * an image host at /mockup/... serving JPEG mockups whose URLs carry camera_label like Printify's. Variants are checked
 * against the domain's Printify table (unknown ids answer 400 like Printify's validation error). Extra image routes
 * for the image-proxy tests: /redirect (302 to the metadata address), /text (text/plain), /huge (declares 30 MB).
 * (The checkout's shipping fake is test/fakes/printify-fake.ts.)
 */
export class PrintifyMockupFake {
  readonly calls: FakeCall[] = [];
  readonly products = new Map<string, { variantId: number }>();
  /** Variant ids the fake refuses even though they are in the table (a provider-side VARIANT_MISMATCH). */
  readonly rejectedVariants = new Set<number>();
  private server?: Server;
  private uploads = new Map<string, Buffer>();
  baseUrl = '';
  /** Origin of the fake (also the image host). */
  origin = '';

  constructor(
    readonly token = 'fake-printify-token',
    readonly shopId = '424242',
  ) {}

  async start(): Promise<this> {
    const server = createServer((req, res) => {
      this.handle(req, res).catch((error: unknown) => {
        res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: String(error) }));
      });
    });
    this.server = server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    this.origin = `http://127.0.0.1:${port}`;
    this.baseUrl = `${this.origin}/v1`;
    return this;
  }

  async stop(): Promise<void> {
    const server = this.server;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** The env the app needs to use this fake. */
  env(): Record<string, string> {
    return {
      MOCKUP_RENDERER: 'printify',
      PRINTIFY_API_TOKEN: this.token,
      PRINTIFY_SHOP_ID: this.shopId,
      PRINTIFY_BASE_URL: this.baseUrl,
      PRINTIFY_IMAGES_URL: this.origin,
    };
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', this.origin);
    const raw = await readBody(req);
    const body: unknown =
      raw.length > 0 && req.headers['content-type']?.includes('json')
        ? JSON.parse(raw.toString())
        : undefined;
    this.calls.push({ method: req.method ?? 'GET', path: url.pathname, body });
    const json = (status: number, payload: unknown): void => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(payload));
    };

    if (url.pathname.startsWith('/mockup/')) return this.serveMockup(url, res);
    if (url.pathname === '/redirect') {
      res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' });
      return void res.end();
    }
    if (url.pathname === '/text') {
      res.writeHead(200, { 'content-type': 'text/plain' });
      return void res.end('not an image');
    }
    if (url.pathname === '/huge') {
      res.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': String(30 * 1024 * 1024) });
      return void res.end();
    }

    if (req.headers.authorization !== `Bearer ${this.token}`) {
      return json(401, { status: 'error', code: 10001, message: 'Unauthenticated.' });
    }
    if (req.method === 'POST' && url.pathname === '/v1/uploads/images.json') {
      const { file_name: fileName, contents } = (body ?? {}) as { file_name?: string; contents?: string };
      const bytes = Buffer.from(contents ?? '', 'base64');
      const meta = await sharp(bytes)
        .metadata()
        .catch(() => undefined);
      if (!meta?.width || !meta.height) {
        return json(400, {
          status: 'error',
          code: 10100,
          message: 'Validation failed.',
          errors: { reason: 'Image file is not valid' },
        });
      }
      const id = randomUUID().replaceAll('-', '').slice(0, 24);
      this.uploads.set(id, bytes);
      return json(200, {
        id,
        file_name: fileName,
        height: meta.height,
        width: meta.width,
        size: bytes.length,
        mime_type: `image/${meta.format}`,
        preview_url: `${this.origin}/uploads/${id}`,
        upload_time: new Date().toISOString(),
      });
    }
    const productsPath = `/v1/shops/${this.shopId}/products.json`;
    if (req.method === 'POST' && url.pathname === productsPath) {
      const product = (body ?? {}) as {
        blueprint_id?: number;
        print_provider_id?: number;
        variants?: { id: number }[];
        print_areas?: { placeholders?: { images?: { id: string }[] }[] }[];
      };
      const variantId = product.variants?.[0]?.id ?? -1;
      const known = PRINT_TYPES.flatMap((t) => t.sizes).some(
        (s) =>
          s.printify.variantId === variantId &&
          s.printify.blueprintId === product.blueprint_id &&
          s.printify.printProviderId === product.print_provider_id,
      );
      if (!known || this.rejectedVariants.has(variantId)) {
        return json(400, {
          status: 'error',
          code: 8251,
          message: 'Validation failed.',
          errors: {
            reason: `Variants [${variantId}] are not available for this blueprint and print provider`,
          },
        });
      }
      const imageId = product.print_areas?.[0]?.placeholders?.[0]?.images?.[0]?.id ?? '';
      if (!this.uploads.has(imageId)) {
        return json(400, {
          status: 'error',
          code: 8252,
          message: 'Validation failed.',
          errors: { reason: 'Unknown image id' },
        });
      }
      const id = randomUUID().replaceAll('-', '').slice(0, 24);
      this.products.set(id, { variantId });
      const image = (camera: number, label: string, variants = [variantId]) => ({
        src: `${this.origin}/mockup/${id}/${variants[0]}/${camera}/petart.jpg?camera_label=${label}`,
        variant_ids: variants,
        position: label === 'front' ? 'front' : 'other',
        is_default: label === 'front',
      });
      return json(200, {
        id,
        title: 'x',
        images: [
          image(90001, 'front'),
          image(90002, 'front-2', [999]),
          image(90003, 'context-1'),
          image(90004, 'context-2'),
        ],
      });
    }
    const deleteMatch = /^\/v1\/shops\/([^/]+)\/products\/([^/]+)\.json$/.exec(url.pathname);
    if (req.method === 'DELETE' && deleteMatch && deleteMatch[1] === this.shopId) {
      if (!this.products.delete(deleteMatch[2]!)) return json(404, { status: 'error', message: 'Not found' });
      return json(200, {});
    }
    return json(404, { status: 'error', message: 'Not found' });
  }

  /** A JPEG whose colour depends on the camera, so the views differ. */
  private async serveMockup(url: URL, res: ServerResponse): Promise<void> {
    const camera = Number(url.pathname.split('/')[4] ?? 0);
    const jpeg = await sharp({
      create: {
        width: 640,
        height: 480,
        channels: 3,
        background: { r: (camera * 37) % 256, g: 120, b: 160 },
      },
    })
      .jpeg()
      .toBuffer();
    res.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': String(jpeg.length) });
    res.end(jpeg);
  }
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
