import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';

/** What the fake answers to the next POST /v1/images/edits (queued; the default is success). */
export type FakeReply =
  { kind: 'success' } | { kind: 'error'; status: number; body: unknown; headers?: Record<string, string> };

export interface RecordedEdit {
  authorization: string | undefined;
  model: string | undefined;
  prompt: string | undefined;
  size: string | undefined;
  quality: string | undefined;
  imageBytes: number;
}

/** OpenAI's real error bodies (shape { error: { message, type, param, code } }). */
export const OPENAI_ERRORS = {
  moderation: {
    status: 400,
    body: {
      error: {
        message:
          'Your request was rejected as a result of our safety system. Your request may contain content that is not allowed by our safety system.',
        type: 'image_generation_user_error',
        param: null,
        code: 'moderation_blocked',
      },
    },
  },
  insufficientQuota: {
    status: 429,
    body: {
      error: {
        message:
          'You exceeded your current quota, please check your plan and billing details. For more information on this error, read the docs: https://platform.openai.com/docs/guides/error-codes/api-errors.',
        type: 'insufficient_quota',
        param: null,
        code: 'insufficient_quota',
      },
    },
  },
  rateLimit: {
    status: 429,
    body: {
      error: {
        message:
          'Rate limit reached for gpt-image-1 on images per minute (IPM): Limit 5, Used 5, Requested 1.',
        type: 'requests',
        param: null,
        code: 'rate_limit_exceeded',
      },
    },
  },
  server: {
    status: 500,
    body: {
      error: {
        message: 'The server had an error while processing your request.',
        type: 'server_error',
        param: null,
        code: null,
      },
    },
  },
} as const;

/** Reads a multipart/form-data body into text fields and file sizes (enough for the fake's assertions). */
function parseMultipart(
  body: Buffer,
  contentType: string,
): { fields: Record<string, string>; files: Record<string, number> } {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/.exec(contentType);
  const fields: Record<string, string> = {};
  const files: Record<string, number> = {};
  const marker = `--${boundary?.[1] ?? boundary?.[2] ?? ''}`;
  const text = body.toString('latin1');
  for (const part of text.split(marker)) {
    const headerEnd = part.indexOf('\r\n\r\n');
    if (headerEnd < 0) continue;
    const headers = part.slice(0, headerEnd);
    const content = part.slice(headerEnd + 4).replace(/\r\n$/, '');
    const name = /name="([^"]+)"/.exec(headers)?.[1];
    if (!name) continue;
    if (/filename="/.test(headers)) files[name.replace(/\[\]$/, '')] = Buffer.from(content, 'latin1').length;
    else fields[name] = Buffer.from(content, 'latin1').toString('utf8');
  }
  return { fields, files };
}

const readBody = (req: IncomingMessage): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });

/**
 * A local fake of the OpenAI Images API: POST /v1/images/edits (multipart) answers `{ created, data: [{ b64_json }] }`
 * with a PNG of the requested size, or the next queued error. Records every request.
 */
export class OpenAiFake {
  readonly requests: RecordedEdit[] = [];
  private readonly queue: FakeReply[] = [];
  private server: Server | undefined;
  baseUrl = '';

  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      void (async () => {
        const body = await readBody(req);
        if (req.method !== 'POST' || req.url !== '/v1/images/edits') {
          res
            .writeHead(404, { 'content-type': 'application/json' })
            .end(JSON.stringify({ error: { message: 'Not found' } }));
          return;
        }
        const { fields, files } = parseMultipart(body, req.headers['content-type'] ?? '');
        this.requests.push({
          authorization: req.headers.authorization,
          model: fields.model,
          prompt: fields.prompt,
          size: fields.size,
          quality: fields.quality,
          imageBytes: files.image ?? 0,
        });
        const reply = this.queue.shift() ?? { kind: 'success' };
        if (reply.kind === 'error') {
          // retry-after-ms keeps the SDK's retries fast in tests.
          res
            .writeHead(reply.status, {
              'content-type': 'application/json',
              'retry-after-ms': '5',
              ...reply.headers,
            })
            .end(JSON.stringify(reply.body));
          return;
        }
        const [w, h] = (fields.size ?? '1024x1024').split('x').map(Number) as [number, number];
        const png = await sharp({
          create: { width: w / 8, height: h / 8, channels: 3, background: '#d08050' },
        })
          .png()
          .toBuffer();
        res.writeHead(200, { 'content-type': 'application/json' }).end(
          JSON.stringify({
            created: Math.floor(Date.now() / 1000),
            data: [{ b64_json: png.toString('base64') }],
          }),
        );
      })();
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    this.baseUrl = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/v1`;
    return this;
  }

  /** Queues replies for the next requests. */
  enqueue(...replies: FakeReply[]): void {
    this.queue.push(...replies);
  }

  reset(): void {
    this.queue.length = 0;
    this.requests.length = 0;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }
}
