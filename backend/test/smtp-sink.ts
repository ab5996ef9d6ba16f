import { type AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer, type SMTPServerAddress } from 'smtp-server';

export interface SunkMessage {
  /** The SMTP envelope, as the client gave it in MAIL FROM and RCPT TO. */
  envelope: { from: string; to: string[] };
  mail: ParsedMail;
}

/** What the sink answers MAIL FROM with instead of 250, like a mail server that defers or refuses. */
export interface Rejection {
  code: number;
  text: string;
}

/**
 * A real SMTP server on 127.0.0.1 for the tests: plain text (no STARTTLS), any or no AUTH accepted, every
 * message parsed with mailparser and kept. It can go away and come back on the same port (an outage), and
 * be told to refuse mail with a 4xx or 5xx reply.
 */
export class SmtpSink {
  readonly messages: SunkMessage[] = [];
  rejection?: Rejection;
  /** Set by holdNth: the DATA still to come before the one held, and what to call when it arrives. */
  private hold?: { remaining: number; reached: () => void };
  private server?: SMTPServer;
  private constructor(public port: number) {}

  /** Port 0 picks a free one; start() on a stopped sink listens on the same port again. */
  static async start(port = 0): Promise<SmtpSink> {
    const sink = new SmtpSink(port);
    await sink.start();
    return sink;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  get running(): boolean {
    return this.server !== undefined;
  }

  async start(): Promise<void> {
    if (this.server) return;
    // A new server each time: smtp-server refuses connections for good once closed.
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      disableReverseLookup: true,
      logger: false,
      closeTimeout: 200,
      onAuth: (_auth, _session, done) => done(null, { user: 'test' }),
      onMailFrom: (_address, _session, done) => {
        if (!this.rejection) return done();
        const error = new Error(this.rejection.text) as Error & { responseCode: number };
        error.responseCode = this.rejection.code;
        done(error);
      },
      onData: (stream, session, done) => {
        if (this.hold && --this.hold.remaining === 0) {
          // Read and never answered: the client gets no 250, and the message is not kept.
          this.hold.reached();
          this.hold = undefined;
          stream.resume();
          return;
        }
        simpleParser(stream)
          .then((mail) => {
            const address = (a: SMTPServerAddress | false) => (a ? a.address : '');
            this.messages.push({
              envelope: {
                from: address(session.envelope.mailFrom),
                to: session.envelope.rcptTo.map(address),
              },
              mail,
            });
            done();
          })
          .catch((error: Error) => done(error));
      },
    });
    await new Promise<void>((done, fail) => {
      server.once('error', fail);
      server.listen(this.port, '127.0.0.1', () => {
        server.off('error', fail);
        done();
      });
    });
    server.on('error', () => {});
    this.port = (server.server.address() as AddressInfo).port;
    this.server = server;
  }

  /**
   * The `n`th message from now on is read but never answered (a mail server that stops mid-delivery): it is
   * not kept, and its client waits for the 250. Resolves when it arrives.
   */
  holdNth(n: number): Promise<void> {
    return new Promise((reached) => (this.hold = { remaining: n, reached }));
  }

  /** Stops listening; the port stays this sink's for start(). */
  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((done) => server.close(() => done()));
  }

  /** Resolves with the messages whose subject contains `text` once there are `count`, or rejects. */
  async waitFor(text: string, count = 1, timeoutMs = 30_000): Promise<SunkMessage[]> {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const found = this.withSubject(text);
      if (found.length >= count) return found;
      if (Date.now() > until) {
        throw new Error(`${found.length} of ${count} message(s) with "${text}" arrived in ${timeoutMs} ms`);
      }
      await new Promise((done) => setTimeout(done, 50));
    }
  }

  withSubject(text: string): SunkMessage[] {
    return this.messages.filter((message) => message.mail.subject?.includes(text));
  }
}
