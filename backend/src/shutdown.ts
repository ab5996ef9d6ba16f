import { Logger } from '@nestjs/common';
import { type IncomingMessage, type Server, type ServerResponse } from 'node:http';

/** How long requests in flight get to finish after SIGTERM before their connections are cut. */
export const SHUTDOWN_GRACE_MS = 10_000;

/** After the grace period, how long closing the app may still take before the process just exits. */
const FORCED_CLOSE_MS = 2_000;

/** Where the signals come from and what exit() ends: the process, or a test's stand-in on a fake clock. */
export interface ShutdownHost {
  on(signal: NodeJS.Signals, listener: (signal: NodeJS.Signals) => void): unknown;
  exit(code: number): void;
}

/**
 * SIGTERM/SIGINT: stop listening at once, let requests in flight finish (keep-alive sockets are closed
 * as soon as they are idle), then `close()` the app (Nest hooks, the database) and exit 0. Past the grace
 * period the remaining connections are cut and the process exits 1; a second signal exits at once.
 *
 * Nest's enableShutdownHooks() is not enough: app.close() runs onModuleDestroy hooks (the session
 * serializer's) before it closes the HTTP server, waits without bound for kept-alive sockets, and ends
 * by re-raising the signal, so the exit code is not 0. Draining HTTP first keeps every hook after it.
 */
export function installGracefulShutdown(
  server: Server,
  close: () => Promise<void>,
  graceMs = SHUTDOWN_GRACE_MS,
  host: ShutdownHost = process,
): void {
  const logger = new Logger('Shutdown');
  const inFlight = new Set<ServerResponse>();
  let draining = false;

  // Ahead of Nest's listener, so a request that still arrives on an open socket is told it is the last.
  server.prependListener('request', (_request: IncomingMessage, response: ServerResponse) => {
    if (draining) response.setHeader('Connection', 'close');
    inFlight.add(response);
    response.once('close', () => inFlight.delete(response));
  });

  const shutDown = async (signal: NodeJS.Signals): Promise<void> => {
    if (draining) {
      logger.warn(`${signal} again: exiting without waiting`);
      host.exit(1);
      return;
    }
    draining = true;
    // close() stops accepting at once and (Node 19+) closes the sockets idle at this moment.
    const drained = new Promise<void>((done) => server.close(() => done()));
    for (const response of inFlight) {
      if (!response.headersSent) response.setHeader('Connection', 'close');
      else response.once('finish', () => setImmediate(() => server.closeIdleConnections()));
    }
    logger.log(
      `${signal}: shutting down, finishing ${inFlight.size} request(s) (up to ${graceMs / 1000} s)…`,
    );

    // One bound on the whole shutdown, closing the app included.
    let forced = false;
    const deadline = setTimeout(() => {
      forced = true;
      logger.error(`Grace period over: closing ${inFlight.size} request(s) still open`);
      server.closeAllConnections();
      setTimeout(() => host.exit(1), FORCED_CLOSE_MS).unref();
    }, graceMs);
    try {
      await drained;
      await close();
      clearTimeout(deadline);
    } catch (err) {
      logger.error(`Could not close cleanly: ${err instanceof Error ? err.message : String(err)}`);
      host.exit(1);
      return;
    }
    logger.log('Stopped');
    host.exit(forced ? 1 : 0);
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const) host.on(signal, (s) => void shutDown(s));
}
