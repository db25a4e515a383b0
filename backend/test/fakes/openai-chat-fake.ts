import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the fake answers to the next POST /v1/chat/completions (queued; the default is the `content` given). */
export type ChatReply =
  | { kind: 'content'; content: string }
  | { kind: 'refusal'; refusal: string }
  | { kind: 'error'; status: number; body: unknown };

export interface RecordedChat {
  authorization: string | undefined;
  body: {
    model?: string;
    messages?: { role: string; content: string }[];
    response_format?: { type: string; json_schema?: { name: string; strict?: boolean; schema: unknown } };
  };
}

const readBody = (req: IncomingMessage): Promise<string> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });

/**
 * A local fake of OpenAI's Chat Completions API (POST /v1/chat/completions, the shape the SDK parses): answers a
 * queued message content, a refusal, or an error status with OpenAI's error body. Records every request.
 */
export class OpenAiChatFake {
  readonly requests: RecordedChat[] = [];
  private readonly queue: ChatReply[] = [];
  private server: Server | undefined;
  baseUrl = '';

  /** The key GET /v1/models accepts (the dev tools' vendor health probe). */
  constructor(readonly apiKey = 'sk-test-key') {}

  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      void (async () => {
        const raw = await readBody(req);
        if (req.method === 'GET' && req.url === '/v1/models') {
          const ok = req.headers.authorization === `Bearer ${this.apiKey}`;
          res
            .writeHead(ok ? 200 : 401, { 'content-type': 'application/json' })
            .end(
              JSON.stringify(
                ok
                  ? { object: 'list', data: [{ id: 'gpt-4o-mini', object: 'model' }] }
                  : { error: { message: 'Incorrect API key provided' } },
              ),
            );
          return;
        }
        if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
          res
            .writeHead(404, { 'content-type': 'application/json' })
            .end(JSON.stringify({ error: { message: 'Not found' } }));
          return;
        }
        this.requests.push({
          authorization: req.headers.authorization,
          body: JSON.parse(raw) as RecordedChat['body'],
        });
        const reply = this.queue.shift() ?? {
          kind: 'error',
          status: 500,
          body: { error: { message: 'No reply queued' } },
        };
        if (reply.kind === 'error') {
          res
            .writeHead(reply.status, { 'content-type': 'application/json', 'retry-after-ms': '5' })
            .end(JSON.stringify(reply.body));
          return;
        }
        res.writeHead(200, { 'content-type': 'application/json' }).end(
          JSON.stringify({
            id: 'chatcmpl-fake',
            object: 'chat.completion',
            created: Math.floor(Date.now() / 1000),
            model: 'gpt-4o-mini',
            choices: [
              {
                index: 0,
                finish_reason: 'stop',
                logprobs: null,
                message: {
                  role: 'assistant',
                  content: reply.kind === 'content' ? reply.content : null,
                  refusal: reply.kind === 'refusal' ? reply.refusal : null,
                },
              },
            ],
            usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
          }),
        );
      })();
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    this.baseUrl = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/v1`;
    return this;
  }

  enqueue(...replies: ChatReply[]): void {
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
