import 'reflect-metadata';
import { bootstrap } from './app';
import { ConfigError } from './config/environment';
import { installGracefulShutdown } from './shutdown';

async function main(): Promise<void> {
  const running = await bootstrap({ listen: true });
  installGracefulShutdown(running.app.getHttpServer(), () => running.close());
  const lines = [``, `  Site and API: ${running.url}`, `  API docs:     ${running.url}/api/docs`];
  if (running.staffCount === 0) {
    lines.push(
      `  Staff log-in: no staff user yet. Create one with`,
      `                npm run staff -- add you@example.com`,
      `                (or start with ADMIN_EMAIL and ADMIN_PASSWORD set), then open ${running.url}/admin`,
    );
  } else {
    lines.push(
      `  Staff log-in: ${running.url}/admin (${running.staffCount} staff user(s); manage with npm run staff -- list)`,
    );
  }
  console.log(lines.join('\n') + '\n');
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError) {
    console.error(err.message);
  } else {
    console.error(`Could not start: ${err instanceof Error ? err.message : String(err)}`);
  }
  process.exit(1);
});
