import { type LogLevel } from '@nestjs/common';
import { type AppConfig } from '../config/app-config';
import { escapeControl, SafeLogger } from './safe-logger';

/** What JSON.stringify leaves raw and could still end a line or restyle a terminal (DEL, C1, LS, PS). */
const RAW_IN_JSON = /[\u007f-\u009f\u2028\u2029]/g;

/** One finished request, as request-log.ts measures it. Never a body, query string, cookie or address. */
export interface RequestLogEntry {
  method: string;
  /** Without the query string, escaped and truncated. */
  path: string;
  status: number;
  /** Milliseconds, one decimal. */
  ms: number;
  id: string;
  /** Content-Length as sent (0 when no body went out), null when the body was streamed without one. */
  bytes: number | null;
  /** The client went away before the whole answer was sent. */
  aborted: boolean;
}

/**
 * Request lines are written together once per turn of the event loop: one write(2) for all the requests
 * that finished in it. Writing each at once (stdout is a synchronous pipe on Linux) took a tenth of the
 * server's CPU under load. Other lines flush what is pending first, so stdout stays in order; the
 * process's 'exit' flushes the rest (a SIGKILL loses at most one turn's lines).
 */
class BatchedStdout {
  private pending = '';
  private scheduled = false;
  private hooked = false;
  private readonly flushNow = (): void => this.flush();

  write(line: string): void {
    this.pending += line;
    if (this.scheduled) return;
    this.scheduled = true;
    setImmediate(this.flushNow);
    if (!this.hooked) {
      this.hooked = true;
      process.once('exit', this.flushNow);
    }
  }

  flush(): void {
    this.scheduled = false;
    if (this.pending === '') return;
    const text = this.pending;
    this.pending = '';
    process.stdout.write(text);
  }
}

const requestLines = new BatchedStdout();

/**
 * The server's logger: SafeLogger's single-line text in development, and in production one JSON object per
 * line, every line in the same shape `{"time","level","msg",…}` (requests add their fields, other lines
 * `context` and, for errors, `stack`), which log collectors read without a parsing rule.
 */
export class AppLogger extends SafeLogger {
  /** A finished request: a JSON line of its own, or a readable `POST /api/contact 201 3.2 ms 47 B [id]`. */
  request(entry: RequestLogEntry): void {
    if (!this.isLevelEnabled('log')) return;
    if (this.options.json) {
      // Every string in it is a method, an escaped path or a checked id: no second escaping pass needed.
      const line = {
        time: new Date().toISOString(),
        level: 'info',
        msg: 'request',
        method: entry.method,
        path: entry.path,
        status: entry.status,
        ms: entry.ms,
        id: entry.id,
        bytes: entry.bytes,
        ...(entry.aborted ? { aborted: true } : {}),
      };
      requestLines.write(JSON.stringify(line) + '\n');
      return;
    }
    const size = entry.bytes === null ? 'streamed' : `${entry.bytes} B`;
    const aborted = entry.aborted ? ' (client gone)' : '';
    this.log(
      `${entry.method} ${entry.path} ${entry.status} ${entry.ms.toFixed(1)} ms ${size}${aborted} [${entry.id}]`,
      'HTTP',
    );
  }

  /** Nest's JSON line, in our shape, with a text message escaped as in text mode. */
  protected override printAsJson(
    message: unknown,
    options: {
      context: string;
      logLevel: LogLevel;
      writeStreamType?: 'stdout' | 'stderr';
      errorStack?: unknown;
    },
  ): void {
    const record: Record<string, unknown> = {
      time: new Date().toISOString(),
      level: options.logLevel === 'log' ? 'info' : options.logLevel,
      msg: typeof message === 'string' ? escapeControl(message) : message,
    };
    if (options.context) record.context = options.context;
    if (options.errorStack) record.stack = options.errorStack;
    // Nest's serializer: Errors, Maps and Sets made readable, circular references and huge records cut.
    const json = this.stringifyJsonLogObject(record).replace(
      RAW_IN_JSON,
      (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
    );
    requestLines.flush();
    process[options.writeStreamType ?? 'stdout'].write(json + '\n');
  }
}

/** The logger server.ts (and bootstrap() by default) runs with: none in tests, JSON lines in production. */
export function createAppLogger(config: Pick<AppConfig, 'env'>): AppLogger | false {
  if (config.env === 'test') return false;
  return new AppLogger({ logLevels: ['log', 'warn', 'error'], json: config.env === 'production' });
}
