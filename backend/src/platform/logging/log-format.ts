import type { DestinationStream } from 'pino';
import pretty, { type PrettyOptions } from 'pino-pretty';
import type { AppProfile, LogFormatSetting } from '../config/app-config';

/** How log lines are written: `pretty` for a person at a terminal, `json` (one object a line) for machines. */
export type LogFormat = 'pretty' | 'json';

/**
 * LOG_FORMAT decides when set; `auto` (the default) gives readable lines when stdout is a terminal outside the
 * production profile (`npm start`), and JSON everywhere else: pipes, files, containers, log collectors, tests.
 */
export function chooseLogFormat(
  setting: LogFormatSetting,
  profile: AppProfile,
  stdoutIsTty: boolean,
): LogFormat {
  if (setting !== 'auto') return setting;
  return stdoutIsTty && profile !== 'production' ? 'pretty' : 'json';
}

interface LogRecord {
  context?: unknown;
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
  [key: string]: unknown;
}

/**
 * One line per record: `[Context]` of Nest's own messages, and for a finished request its method, URL, status and
 * time (the request objects themselves are left out; JSON keeps them whole).
 */
const messageFormat = (log: LogRecord, messageKey: string): string => {
  const context = typeof log.context === 'string' ? `[${log.context}] ` : '';
  const message = typeof log[messageKey] === 'string' ? log[messageKey] : '';
  const request =
    log.req?.method === undefined
      ? ''
      : log.res?.statusCode === undefined
        ? ` (${log.req.method} ${log.req.url ?? ''})`
        : `: ${log.req.method} ${log.req.url ?? ''} ${log.res.statusCode} in ${log.responseTime ?? '?'} ms`;
  return `${context}${message}${request}`;
};

export const PRETTY_OPTIONS: PrettyOptions = {
  translateTime: 'SYS:HH:MM:ss.l',
  ignore: 'pid,hostname,context,req,res,responseTime,requestId',
  messageFormat,
  // Synchronous writes: no line is lost when the process exits right after logging (a terminal is no hot path).
  sync: true,
};

/** pino's own pretty printer as the destination stream, writing to stdout (in this thread: no worker to resolve). */
export function prettyStream(): DestinationStream {
  return pretty(PRETTY_OPTIONS);
}
