import { Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { type IncomingMessage, type ServerResponse } from 'node:http';
import { type AppLogger } from './app-logger';
import { escapeControl } from './safe-logger';

/** An incoming X-Request-Id is kept only when it is a short token: it goes into logs and a header. */
const SAFE_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** Longer paths are cut (a 16 KB URL is not worth a 16 KB log line). */
export const MAX_LOGGED_PATH = 200;

const NO_BODY_STATUS = new Set([204, 304]);

export const UNTRUSTED_PROXY_WARNING =
  'A request came with X-Forwarded-For but TRUST_PROXY is false. If a proxy or load balancer is in front ' +
  "of this server, every client's address (rate limits, log-in lock-outs) is the proxy's own: set " +
  'TRUST_PROXY to its hop count (1) or address. If nothing is in front, a client sent the header itself ' +
  'and it was ignored. (Said once.)';

/** The incoming id when it is safe to repeat, else a new one. */
export function requestId(incoming: string | string[] | undefined): string {
  return typeof incoming === 'string' && SAFE_ID.test(incoming) ? incoming : randomUUID();
}

/** The path as logged: no query string (it may hold personal data), cut to length, control characters escaped. */
export function loggedPath(url: string): string {
  const query = url.indexOf('?');
  const path = query === -1 ? url : url.slice(0, query);
  return escapeControl(path.length > MAX_LOGGED_PATH ? `${path.slice(0, MAX_LOGGED_PATH)}…` : path);
}

function bodyBytes(method: string, res: ServerResponse): number | null {
  if (method === 'HEAD' || NO_BODY_STATUS.has(res.statusCode)) return 0;
  const length = res.getHeader('content-length');
  return length === undefined ? null : Number(length);
}

export interface RequestLogOptions {
  /** Where finished requests go; none (tests) still sets the X-Request-Id header. */
  logger?: AppLogger;
  /** Production with TRUST_PROXY=false: say once if a request arrives through a proxy. */
  warnUntrustedProxy?: boolean;
}

type NodeRequest = IncomingMessage & { originalUrl?: string };

/**
 * First middleware of all: gives every response an X-Request-Id and logs each request once it is over
 * (method, path, status, duration, id, length). It runs on every request, so it does the least up front:
 * the line is built only when the response closes.
 */
export function requestLog({ logger, warnUntrustedProxy = false }: RequestLogOptions) {
  let proxyWarningDue = warnUntrustedProxy;
  return (req: NodeRequest, res: ServerResponse, next: () => void): void => {
    const id = requestId(req.headers['x-request-id']);
    if (proxyWarningDue && req.headers['x-forwarded-for'] !== undefined) {
      proxyWarningDue = false;
      // Through this app's own logger when there is one: Nest's static Logger follows the last app created.
      if (logger) logger.warn(UNTRUSTED_PROXY_WARNING, 'Proxy');
      else new Logger('Proxy').warn(UNTRUSTED_PROXY_WARNING);
    }
    if (logger) {
      const start = performance.now();
      const url = req.originalUrl || req.url || '';
      // 'close' comes after 'finish', and also when the client leaves first.
      res.once('close', () => {
        logger.request({
          method: req.method ?? '',
          path: loggedPath(url),
          status: res.statusCode,
          ms: Math.round((performance.now() - start) * 10) / 10,
          id,
          bytes: bodyBytes(req.method ?? '', res),
          aborted: !res.writableFinished,
        });
      });
    }
    res.setHeader('X-Request-Id', id);
    next();
  };
}
