import 'reflect-metadata';
import { bootstrap, type RunningApp } from './app';
import { createAppLogger } from './common/app-logger';
import { endOfLifeWarning, runtimeLine } from './common/runtime';
import { checkDatabaseFile, startupWarnings } from './common/startup-checks';
import { loadConfig } from './config/app-config';
import { ConfigError } from './common/config-error';
import { installGracefulShutdown } from './shutdown';

/** Where to go and how staff log in. Scripts and tests read the "Site and API: <url> " part. */
function banner(running: RunningApp): string[] {
  const staff =
    running.staffCount === 0
      ? `Staff log-in: no staff user yet. Create one with npm run staff -- add you@example.com ` +
        `(or start with ADMIN_EMAIL and ADMIN_PASSWORD set), then open ${running.url}/admin`
      : `Staff log-in: ${running.url}/admin (${running.staffCount} staff user(s); manage with npm run staff -- list)`;
  return [`Site and API: ${running.url} (API docs: ${running.url}/api/docs)`, staff];
}

async function main(): Promise<void> {
  const config = loadConfig();
  checkDatabaseFile(config);
  const logger = createAppLogger(config);
  const running = await bootstrap({ config, logger, listen: true });
  installGracefulShutdown(running.app.getHttpServer(), () => running.close());
  const warnings = [endOfLifeWarning(), ...startupWarnings(config)];
  if (logger) for (const warning of warnings) if (warning) logger.warn(warning, 'Startup');
  if (config.isProduction && logger) {
    // JSON lines like every other line in production.
    logger.log(runtimeLine(), 'Startup');
    for (const line of banner(running)) logger.log(line, 'Main');
    return;
  }
  const lines = [
    ``,
    `  Site and API: ${running.url}`,
    `  API docs:     ${running.url}/api/docs`,
    `  Runtime:      ${runtimeLine()}`,
  ];
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
  const to = config.notify.smtp?.to.join(', ');
  lines.push(
    to
      ? `  New requests: emailed to ${to}`
      : `  New requests: shown in /admin; set SMTP_URL, NOTIFY_TO and NOTIFY_FROM to email staff too`,
  );
  console.log(lines.join('\n') + '\n');
}

main().catch((err: unknown) => {
  // One line (or ConfigError's list), never a stack: these are set-up mistakes, not bugs.
  if (err instanceof ConfigError) {
    console.error(err.message);
  } else {
    console.error(`Could not start: ${err instanceof Error ? err.message : String(err)}`);
  }
  process.exit(1);
});
