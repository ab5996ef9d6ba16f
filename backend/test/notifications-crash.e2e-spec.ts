import { contactRequest } from './factories';
import { ENGINE, TestWorkspace } from './harness';
import { postContact, ServerProcess } from './server-process';
import { SmtpSink } from './smtp-sink';

/**
 * The built server (`npm run build -w backend` first, as `npm test` does) killed with SIGKILL during an SMTP
 * outage: the outbox row was committed with the request, so the next server sends the email.
 */
describe(`staff notification across a crash (${ENGINE})`, () => {
  const workspace = new TestWorkspace();
  let sink: SmtpSink;
  let server: ServerProcess | undefined;

  afterAll(async () => {
    await server?.stop();
    await sink?.stop();
    workspace.cleanup();
  });

  it('emails a request acknowledged while SMTP was down, after kill -9 and a restart', async () => {
    // Started only to own a port, then down: the outage.
    sink = await SmtpSink.start();
    await sink.stop();
    server = await ServerProcess.start(workspace.dir, {
      DATABASE_URL: workspace.databaseUrl,
      SMTP_URL: sink.url,
      NOTIFY_TO: 'abogada@firma.example',
      NOTIFY_FROM: 'web@firma.example',
    });
    const request = contactRequest({ mensaje: 'Mensaje reservado sobre un proceso 4d2e9' });
    const answer = await postContact(server.url, request);
    expect(answer.status).toBe(201);
    const { id } = JSON.parse(answer.body) as { id: number };
    await server.printed(`(email, contact ${id}, attempt 1) failed: ECONNREFUSED`, 20_000);

    server.kill('SIGKILL');
    expect(await server.exited()).toEqual({ code: null, signal: 'SIGKILL' });
    const before = server.log;
    await sink.start();
    server = await server.restart();

    const [message] = await sink.waitFor(`#${id}:`);
    expect(message.envelope.to).toEqual(['abogada@firma.example']);
    await server.printed(`(email, contact ${id}, attempt 2) sent`, 20_000);
    expect(sink.withSubject(`#${id}:`)).toHaveLength(1);
    for (const secret of [request.nombre, request.email, request.mensaje]) {
      expect(before + server.log).not.toContain(String(secret));
    }
  });
});
