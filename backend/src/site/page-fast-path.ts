import { type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { type RequestLogHandler } from '../common/request-log';
import { type HeaderList } from '../security/security-headers';
import { type Encoding } from './encoding';
import { chooseVariant, etagMatches, type Resource, type Variant, varies } from './representation';

/** What the fast path needs of the site: the current kept page for a path, or undefined. */
export interface KeptPages {
  keptPage(path: string): Resource | undefined;
}

/**
 * One variant's answers, headers worked out once as writeHead's flat [name, value, …] list: the 200 (GET and
 * HEAD) and the 304. The first pair is X-Request-Id, its value filled in per request.
 */
interface Prepared {
  /** Whether they name Vary: a deferred coding found no smaller than the body is no longer offered. */
  vary: boolean;
  ok: string[];
  notModified: string[];
}

const REQUEST_ID: readonly [string, string] = ['X-Request-Id', ''];

/**
 * The headers `send` (representation.ts) sets, after the security headers, in the same order: Vary when
 * there are compressed variants, the page's own headers, the ETag, then the coding and length (a 304
 * names neither, nor a Content-Type).
 */
function prepare(security: HeaderList, page: Resource, variant: Variant, encoding: Encoding): Prepared {
  const vary: Array<[string, string]> = varies(page) ? [['Vary', 'Accept-Encoding']] : [];
  const own = Object.entries(page.headers);
  const flat = (headers: Array<readonly [string, string]>) => headers.flat();
  const common = [REQUEST_ID, ...security, ...vary];
  const etag: [string, string] = ['ETag', variant.etag];
  return {
    vary: vary.length > 0,
    ok: flat([
      ...common,
      ...own,
      etag,
      ...(encoding === 'identity' ? [] : [['Content-Encoding', encoding] as const]),
      ['Content-Length', String(variant.body.length)],
    ]),
    notModified: flat([...common, ...own.filter(([name]) => name !== 'Content-Type'), etag]),
  };
}

/**
 * Answers GET and HEAD for a page the site keeps ready (prerendered or rendered and current) straight from
 * the http server's `request` event, before Express and its middleware chain: the same status, headers and
 * bytes the long way gives (backend/test/page-fast-path.e2e-spec.ts compares them), the request logged
 * and given its X-Request-Id the same way. Returns false, having touched nothing, for every other request:
 * other methods, a request with a body, a path that is not a kept page as it stands.
 */
export function pageFastPath(
  pages: KeptPages,
  security: HeaderList,
  log: RequestLogHandler,
): (req: IncomingMessage, res: ServerResponse) => boolean {
  // By variant, weakly held: a page dropped by a content change takes its prepared headers with it. A
  // variant made on first need (representation.ts) gets its headers on its first answer.
  const prepared = new WeakMap<Variant, Prepared>();
  return (req, res) => {
    const { method, headers } = req;
    if (method !== 'GET' && method !== 'HEAD') return false;
    // A body (even an empty one) goes past Express's body parsers: the long way.
    if (headers['content-length'] !== undefined || headers['transfer-encoding'] !== undefined) return false;
    const url = req.url ?? '';
    const query = url.indexOf('?');
    const page = pages.keptPage(query === -1 ? url : url.slice(0, query));
    if (!page) return false;
    const { encoding, variant } = chooseVariant(page, headers['accept-encoding']);
    let chosen = prepared.get(variant);
    if (!chosen || chosen.vary !== varies(page))
      prepared.set(variant, (chosen = prepare(security, page, variant, encoding)));
    const notModified = etagMatches(headers['if-none-match'], variant.etag);
    const head = method === 'HEAD' || notModified;
    // One writeHead with every header, none set before: Node writes them as they are.
    const sent = (notModified ? chosen.notModified : chosen.ok).slice();
    sent[1] = log.track(req, res, head ? 0 : variant.body.length);
    res.writeHead(notModified ? 304 : 200, sent);
    if (head) res.end();
    else res.end(variant.body);
    return true;
  };
}

type Listener = (req: IncomingMessage, res: ServerResponse) => void;
/** Answers a request (true), or leaves it untouched (false); it may hand a request on to `express` later. */
export type FastPath = (req: IncomingMessage, res: ServerResponse, express: Listener) => boolean;

/**
 * Puts the fast paths, in turn, in front of the server's own `request` listeners (Express's), which get
 * what they leave.
 */
export function installFastPath(server: Server, fast: FastPath[]): void {
  const others = server.listeners('request') as Listener[];
  server.removeAllListeners('request');
  const express: Listener = (req, res) => {
    for (const listener of others) listener.call(server, req, res);
  };
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    for (const path of fast) if (path(req, res, express)) return;
    express(req, res);
  });
}
