import { parseDatabaseUrl } from '../config/app-config';
import { readEnvironment } from '../config/environment';
import { BackupError, backupSqlite, formatReport } from '../database/backup';

const USAGE = `Copy the SQLite database while the server runs (a consistent snapshot, checked before it is kept).

  npm run backup                        data/backups/app-YYYYMMDD-HHMMSSZ.sqlite (UTC) beside the database
  npm run backup -- --out <dir>/        a timestamped file in <dir> (an existing directory needs no slash)
  npm run backup -- --out <file>        exactly that file; an existing one is never overwritten

The database is the one DATABASE_URL names, as for npm start. BACKUP_DIR changes the default folder.`;

/** `--out <path>`, `--out=<path>`, `--help`; anything else is a usage error. */
function parseArgs(args: string[]): { out?: string; help?: boolean } | undefined {
  const parsed: { out?: string; help?: boolean } = {};
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i];
    if (arg === '--help' || arg === '-h' || arg === 'help') parsed.help = true;
    else if (arg === '--out' && args[i + 1]) parsed.out = args[++i];
    else if (arg.startsWith('--out=') && arg.length > '--out='.length)
      parsed.out = arg.slice('--out='.length);
    else return undefined;
  }
  return parsed;
}

async function run(args: string[]): Promise<void> {
  const parsed = parseArgs(args);
  if (!parsed || parsed.help) {
    console.log(USAGE);
    if (!parsed) process.exitCode = 2;
    return;
  }
  // Only DATABASE_URL matters here: the full configuration would demand (or generate) a session secret.
  const { DATABASE_URL } = readEnvironment({ DATABASE_URL: process.env.DATABASE_URL });
  const database = parseDatabaseUrl(DATABASE_URL);
  if (database.type === 'postgres') {
    throw new BackupError(
      'DATABASE_URL names a PostgreSQL database: back it up with pg_dump, e.g. ' +
        'pg_dump --format=custom --file=app.dump "$DATABASE_URL" (this command copies SQLite files)',
    );
  }
  // BACKUP_DIR is read here until the configuration class (config/environment.ts) declares it.
  const result = await backupSqlite({
    databasePath: database.path,
    out: parsed.out,
    backupDir: process.env.BACKUP_DIR || undefined,
  });
  console.log(formatReport(result));
}

run(process.argv.slice(2)).catch((err: unknown) => {
  // BackupError, ConfigError and SQLite's own errors alike: one line, no stack.
  console.error(`backup: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
