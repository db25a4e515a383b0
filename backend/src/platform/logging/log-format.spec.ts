import { prettyFactory } from 'pino-pretty';
import { chooseLogFormat, PRETTY_OPTIONS } from './log-format';

describe('chooseLogFormat', () => {
  it.each([
    ['auto', 'local', true, 'pretty'],
    ['auto', 'local', false, 'json'],
    ['auto', 'production', true, 'json'],
    ['auto', 'production', false, 'json'],
    ['json', 'local', true, 'json'],
    ['pretty', 'local', false, 'pretty'],
    ['pretty', 'production', false, 'pretty'],
  ] as const)('LOG_FORMAT=%s, %s profile, stdout a terminal: %s -> %s', (setting, profile, tty, format) => {
    expect(chooseLogFormat(setting, profile, tty)).toBe(format);
  });
});

describe('the pretty lines', () => {
  const format = prettyFactory({ ...PRETTY_OPTIONS, colorize: false });
  const record = (fields: Record<string, unknown>): string =>
    format(JSON.stringify({ level: 30, time: Date.UTC(2026, 0, 1), pid: 1, hostname: 'h', ...fields }));

  it("show Nest's context and the message", () => {
    const line = record({ context: 'NestApplication', msg: 'Nest application successfully started' });
    expect(line).toMatch(
      /^\[\d\d:\d\d:\d\d\.\d{3}\] INFO: \[NestApplication\] Nest application successfully started\n$/,
    );
  });

  it('show a finished request as method, URL, status and time, without the request objects', () => {
    const line = record({
      req: { id: 7, method: 'GET', url: '/api/cart', headers: { host: 'x' } },
      res: { statusCode: 200, headers: {} },
      responseTime: 12,
      msg: 'request completed',
    });
    expect(line).toMatch(/INFO: request completed: GET \/api\/cart 200 in 12 ms\n$/);
    expect(line).not.toContain('headers');
  });

  it('name the request a message was written during, and keep other fields', () => {
    const line = record({
      level: 40,
      req: { method: 'POST', url: '/api/login' },
      msg: 'slow',
      orderId: 'o-1',
    });
    expect(line).toContain('WARN: slow (POST /api/login)');
    expect(line).toContain('orderId: "o-1"');
  });
});
