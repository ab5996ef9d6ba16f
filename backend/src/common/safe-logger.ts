import { ConsoleLogger, type LogLevel } from '@nestjs/common';

/** Line breaks and other control characters, which could forge a log line or restyle a terminal. */
const CONTROL = /[\p{Cc}\u2028\u2029]/gu;

export function escapeControl(text: string): string {
  return text.replace(CONTROL, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/**
 * Nest's console logger with every text message made single-line before it is coloured, so a value that
 * reaches a log message cannot start a fake line. Stack traces are printed apart and keep their lines.
 */
export class SafeLogger extends ConsoleLogger {
  protected override stringifyMessage(message: unknown, logLevel: LogLevel): unknown {
    return super.stringifyMessage(typeof message === 'string' ? escapeControl(message) : message, logLevel);
  }
}
