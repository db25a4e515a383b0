import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';

/**
 * What the fake answers to the next POST /v1/images/edits (queued; the default is success). `streamError` streams
 * one partial frame, then an SSE `error` event with the given error (as the real service does when it fails midway).
 */
export type FakeReply = (
  | { kind: 'success' }
  | { kind: 'error'; status: number; body: unknown; headers?: Record<string, string> }
  | { kind: 'streamError'; error: unknown }
) & {
  /** Only for a streamed edit, or only for a plain one (default: the next edit; a streamError: the next streamed). */
  when?: 'streamed' | 'plain';
};

export interface RecordedEdit {
  authorization: string | undefined;
  model: string | undefined;
  prompt: string | undefined;
  size: string | undefined;
  quality: string | undefined;
  /** `input_fidelity` as sent ('high'), or undefined when the field was not sent. */
  inputFidelity: string | undefined;
  /** True when the request asked for an SSE stream (`stream=true`). */
  stream: boolean;
  /** `partial_images` as sent, or undefined. */
  partialImages: number | undefined;
  /** `n` as sent, or undefined. */
  n: number | undefined;
  /** Bytes of the first input image. */
  imageBytes: number;
  /** How many input images the request carried (`image` or `image[]` parts). */
  imageCount: number;
}

export interface OpenAiFakeOptions {
  /**
   * How long an edit takes, like the real service's 30-60 s (default 0). A streamed edit sends its k partial frames
   * at (i + 1) / (k + 1) of it (25 %, 50 %, 75 % for 3), then the completed image at the end.
   */
  editMs?: number;
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

/** Reads a multipart/form-data body into text fields and file sizes, in order (enough for the fake's assertions). */
function parseMultipart(
  body: Buffer,
  contentType: string,
): { fields: Record<string, string>; files: Record<string, number[]> } {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/.exec(contentType);
  const fields: Record<string, string> = {};
  const files: Record<string, number[]> = {};
  const marker = `--${boundary?.[1] ?? boundary?.[2] ?? ''}`;
  const text = body.toString('latin1');
  for (const part of text.split(marker)) {
    const headerEnd = part.indexOf('\r\n\r\n');
    if (headerEnd < 0) continue;
    const headers = part.slice(0, headerEnd);
    const content = part.slice(headerEnd + 4).replace(/\r\n$/, '');
    const name = /name="([^"]+)"/.exec(headers)?.[1];
    if (!name) continue;
    if (/filename="/.test(headers)) {
      const key = name.replace(/\[\]$/, '');
      files[key] = [...(files[key] ?? []), Buffer.from(content, 'latin1').length];
    } else fields[name] = Buffer.from(content, 'latin1').toString('utf8');
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

const delay = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/** A PNG of `size` / 8 in one colour: small, decodable, the requested orientation. */
const png = (size: string, colour: string): Promise<Buffer> => {
  const [w, h] = size.split('x').map(Number) as [number, number];
  return sharp({ create: { width: w / 8, height: h / 8, channels: 3, background: colour } })
    .png()
    .toBuffer();
};

/** The partial frames' colours, greyish to the final orange (the portrait "appearing"). */
const PARTIAL_COLOURS = ['#8a8580', '#a8836a', '#c0805c'];
const FINAL_COLOUR = '#d08050';

/**
 * A local fake of the OpenAI Images API, answering like the real service: POST /v1/images/edits (multipart) answers
 * `{ created, data: [{ b64_json }, ...] }` with `n` PNGs of the requested size after `editMs`, or, with `stream=true`,
 * an SSE stream of `image_edit.partial_image` events (`partial_images` of them, spread over the edit) then
 * `image_edit.completed`; or the next queued error. Records every request. Run it alone with openai-fake-server.ts.
 */
export class OpenAiFake {
  readonly requests: RecordedEdit[] = [];
  private readonly queue: FakeReply[] = [];
  private server: Server | undefined;
  baseUrl = '';
  editMs: number;
  /** When set, a streamed edit sends its completed image only after this settles (tests that frames stream). */
  completionGate: Promise<void> | undefined;

  constructor(options: OpenAiFakeOptions = {}) {
    this.editMs = options.editMs ?? 0;
  }

  async start(port = 0): Promise<this> {
    this.server = createServer((req, res) => {
      void (async () => {
        const body = await readBody(req);
        // For a fake run on its own (openai-fake-server.mts): liveness, and the requests it saw.
        if (req.method === 'GET' && (req.url === '/health' || req.url === '/__requests')) {
          res
            .writeHead(200, { 'content-type': 'application/json' })
            .end(JSON.stringify(req.url === '/health' ? { ok: true } : this.requests));
          return;
        }
        if (req.method !== 'POST' || req.url !== '/v1/images/edits') {
          res
            .writeHead(404, { 'content-type': 'application/json' })
            .end(JSON.stringify({ error: { message: 'Not found' } }));
          return;
        }
        const { fields, files } = parseMultipart(body, req.headers['content-type'] ?? '');
        const number = (value: string | undefined) => (value === undefined ? undefined : Number(value));
        const recorded: RecordedEdit = {
          authorization: req.headers.authorization,
          model: fields.model,
          prompt: fields.prompt,
          size: fields.size,
          quality: fields.quality,
          inputFidelity: fields.input_fidelity,
          stream: fields.stream === 'true',
          partialImages: number(fields.partial_images),
          n: number(fields.n),
          imageBytes: files.image?.[0] ?? 0,
          imageCount: files.image?.length ?? 0,
        };
        this.requests.push(recorded);
        // The first queued reply meant for this kind of edit (a plain edit running beside a streamed one leaves the
        // streamed one's reply queued, and the other way round).
        const kind = recorded.stream ? 'streamed' : 'plain';
        const at = this.queue.findIndex(
          (r) => (r.when ?? (r.kind === 'streamError' ? 'streamed' : kind)) === kind,
        );
        const reply: FakeReply = (at >= 0 ? this.queue.splice(at, 1)[0] : undefined) ?? { kind: 'success' };
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
        const size = fields.size ?? '1024x1024';
        if (recorded.stream) {
          await this.stream(res, recorded, size, reply);
          return;
        }
        await delay(this.editMs);
        const images = await Promise.all(
          Array.from({ length: Math.max(1, recorded.n ?? 1) }, () => png(size, FINAL_COLOUR)),
        );
        res.writeHead(200, { 'content-type': 'application/json' }).end(
          JSON.stringify({
            created: Math.floor(Date.now() / 1000),
            data: images.map((image) => ({ b64_json: image.toString('base64') })),
          }),
        );
      })();
    });
    await new Promise<void>((resolve) => this.server?.listen(port, '127.0.0.1', resolve));
    this.baseUrl = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/v1`;
    return this;
  }

  /** The SSE answer of a streamed edit: partial frames spread over editMs, then the completed image. */
  private async stream(
    res: ServerResponse,
    request: RecordedEdit,
    size: string,
    reply: FakeReply,
  ): Promise<void> {
    const started = Date.now();
    const partials = Math.min(3, Math.max(0, request.partialImages ?? 0));
    const common = { size, quality: request.quality ?? 'high', background: 'opaque', output_format: 'png' };
    const send = (event: string, data: unknown) =>
      res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    for (let i = 0; i < partials; i++) {
      await delay(started + (this.editMs * (i + 1)) / (partials + 1) - Date.now());
      send('image_edit.partial_image', {
        type: 'image_edit.partial_image',
        b64_json: (await png(size, PARTIAL_COLOURS[i] ?? FINAL_COLOUR)).toString('base64'),
        created_at: Math.floor(Date.now() / 1000),
        partial_image_index: i,
        ...common,
      });
      if (reply.kind === 'streamError') {
        send('error', { type: 'error', error: reply.error });
        res.end();
        return;
      }
    }
    await delay(started + this.editMs - Date.now());
    await this.completionGate;
    send('image_edit.completed', {
      type: 'image_edit.completed',
      b64_json: (await png(size, FINAL_COLOUR)).toString('base64'),
      created_at: Math.floor(Date.now() / 1000),
      usage: {
        input_tokens: 1000,
        input_tokens_details: { image_tokens: 900, text_tokens: 100 },
        output_tokens: 4160,
        total_tokens: 5160,
      },
      ...common,
    });
    res.end();
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
