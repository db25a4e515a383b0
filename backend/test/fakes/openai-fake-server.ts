/**
 * The OpenAI fake on its own, for browser journeys and benchmarks that start the backend with
 * IMAGE_GENERATOR=openai OPENAI_BASE_URL=http://127.0.0.1:<port>/v1 OPENAI_API_KEY=sk-fake:
 *
 *   OPENAI_FAKE_PORT=4010 OPENAI_FAKE_EDIT_MS=30000 node backend/test/fakes/openai-fake-server.ts
 *
 * GET /health answers 200; GET /__requests lists the edits it received (model, input_fidelity, stream, ...).
 * Node 24 runs the TypeScript as is (type stripping), hence the `.ts` specifier of the dynamic import.
 */
export {};

async function main(): Promise<void> {
  const specifier = './openai-fake.ts';
  const { OpenAiFake } = (await import(specifier)) as typeof import('./openai-fake');
  const port = Number(process.env.OPENAI_FAKE_PORT ?? 4010);
  const editMs = Number(process.env.OPENAI_FAKE_EDIT_MS ?? 3000);
  const fake = await new OpenAiFake({ editMs }).start(port);
  console.log(`OpenAI fake on ${fake.baseUrl} (an edit takes ${editMs} ms)`);
  const stop = () => void fake.stop().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

void main();
