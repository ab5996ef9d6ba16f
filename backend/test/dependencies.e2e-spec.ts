import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** What `npm ci` installs: package-lock.json's packages, keyed by their path under node_modules. */
interface Lock {
  packages: Record<string, { version?: string; dev?: boolean; engines?: Record<string, string> }>;
}

const ROOT = resolve(__dirname, '..', '..');
const lock = JSON.parse(readFileSync(resolve(ROOT, 'package-lock.json'), 'utf8')) as Lock;
const rootManifest = JSON.parse(readFileSync(resolve(ROOT, 'package.json'), 'utf8')) as {
  engines: Record<string, string>;
  allowScripts: Record<string, boolean>;
};
const major = (version = '') => Number(version.split('.')[0]);

/** Every installed copy of a package, wherever it is nested. */
function installed(name: string): Array<[string, string]> {
  return Object.entries(lock.packages)
    .filter(([path]) => path === `node_modules/${name}` || path.endsWith(`/node_modules/${name}`))
    .map(([path, entry]) => [path, entry.version ?? '']);
}

describe('the installed tree', () => {
  it('runs on Node.js 24: engines, the node package npm scripts run on, and the tests themselves', () => {
    expect(rootManifest.engines.node).toBe('>=24');
    expect(installed('node').map(([, version]) => major(version))).toEqual([24]);
    expect(major(process.versions.node)).toBe(24);
  });

  it('has sqlite3 6 and no tar below 7 anywhere', () => {
    expect(installed('sqlite3').map(([, version]) => major(version))).toEqual([6]);
    const tars = installed('tar');
    expect(tars.length).toBeGreaterThan(0);
    expect(tars.filter(([, version]) => major(version) < 7)).toEqual([]);
  });

  it('lets only the install scripts it needs run (no Java download, no install-time report)', () => {
    expect(rootManifest.allowScripts).toMatchObject({ node: true, sqlite3: true, 'vnu-jar': false });
    expect(rootManifest.allowScripts['@scarf/scarf']).toBe(false);
  });
});
