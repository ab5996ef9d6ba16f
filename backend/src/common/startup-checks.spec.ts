import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError } from './config-error';
import { checkDatabaseFile, DEFAULT_PUBLIC_URL, startupWarnings } from './startup-checks';

const STRONG = 'jAqYQdmiyFbDS8ywdIXVQfP-4_2RFLm4LZM5Z1B2';

describe('startupWarnings', () => {
  const smtp = { url: 'smtp://mail.example.co:587', to: ['equipo@example.co'], from: 'avisos@example.co' };
  const production = { isProduction: true, sessionSecret: STRONG, notify: { smtp } };

  it('warns in production when PUBLIC_URL is left at its default or is not https', () => {
    expect(startupWarnings({ ...production, publicUrl: DEFAULT_PUBLIC_URL })).toEqual([
      expect.stringMatching(/^PUBLIC_URL is not set/),
    ]);
    expect(startupWarnings({ ...production, publicUrl: 'http://abogados.example.co' })).toEqual([
      expect.stringMatching(/^PUBLIC_URL \(http:\/\/abogados\.example\.co\) is not https/),
    ]);
    expect(startupWarnings({ ...production, publicUrl: 'https://abogados.example.co' })).toEqual([]);
  });

  it('warns in production when staff would not be emailed about new requests', () => {
    const https = { ...production, publicUrl: 'https://abogados.example.co' };
    expect(startupWarnings({ ...https, notify: {} })).toEqual([
      expect.stringMatching(/^SMTP_URL is not set/),
    ]);
    expect(
      startupWarnings({ ...https, notify: { webhook: { url: 'https://hooks.example.co', secret: STRONG } } }),
    ).toEqual([expect.stringMatching(/^SMTP_URL is not set/)]);
  });

  it('warns about a weak secret outside production, and about nothing else there', () => {
    const development = { isProduction: false, publicUrl: DEFAULT_PUBLIC_URL, notify: {} };
    expect(startupWarnings({ ...development, sessionSecret: STRONG })).toEqual([]);
    const [warning] = startupWarnings({ ...development, sessionSecret: 'x'.repeat(32) });
    expect(warning).toMatch(/^SESSION_SECRET is weak \(it has fewer than 8 different characters\)/);
    expect(warning).toContain("randomBytes(32).toString('base64url')");
  });
});

describe('checkDatabaseFile', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'startup-checks-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const check = (path: string) => () => checkDatabaseFile({ database: { type: 'sqlite', path } });

  it('accepts a new file in a new folder (making the folder) and an existing database', () => {
    check(join(dir, 'a', 'b', 'app.sqlite'))();
    const existing = join(dir, 'existing.sqlite');
    writeFileSync(existing, Buffer.concat([Buffer.from('SQLite format 3\0', 'latin1'), Buffer.alloc(84)]));
    expect(check(existing)).not.toThrow();
    writeFileSync(join(dir, 'empty.sqlite'), '');
    expect(check(join(dir, 'empty.sqlite'))).not.toThrow();
  });

  it.each([
    ['a folder that cannot be made', () => '/proc/forbidden/app.sqlite', /cannot be created \(ENOENT/],
    [
      'a folder where the file should be',
      (d: string) => (mkdirSync(join(d, 'db')), join(d, 'db')),
      /is not a file/,
    ],
    [
      'a file where a folder should be',
      (d: string) => (writeFileSync(join(d, 'file'), ''), join(d, 'file', 'app.sqlite')),
      /cannot be created \(ENOTDIR/,
    ],
    [
      'a file that is not a database',
      (d: string) => (
        writeFileSync(join(d, 'notes.txt'), 'hello there, not a database'),
        join(d, 'notes.txt')
      ),
      /is not a SQLite database/,
    ],
  ])('stops on %s with one line naming the file', (_kind, make, reason) => {
    const path = make(dir);
    expect(check(path)).toThrow(ConfigError);
    expect(check(path)).toThrow(`Cannot open the database: DATABASE_URL points to ${path}, which `);
    expect(check(path)).toThrow(reason);
    expect(check(path)).not.toThrow(/\n/);
  });

  it('leaves PostgreSQL to the driver', () => {
    expect(() =>
      checkDatabaseFile({ database: { type: 'postgres', url: 'postgres://u:p@nowhere/db' } }),
    ).not.toThrow();
  });
});
