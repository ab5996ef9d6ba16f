import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type LoggerService } from '@nestjs/common';
import request from 'supertest';
import { bootstrap } from '../src/app';
import { http, SITE, siteManifest, TestWorkspace } from './harness';

/** Keeps what the server warns about, so a test can read it. */
function recordingLogger(): LoggerService & { warnings: string[] } {
  const warnings: string[] = [];
  const ignore = () => undefined;
  return { warnings, log: ignore, error: ignore, warn: (message: string) => warnings.push(String(message)) };
}

describe('the site at start-up', () => {
  const workspaces: TestWorkspace[] = [];
  const workspace = () => {
    const made = new TestWorkspace();
    workspaces.push(made);
    return made;
  };
  afterAll(() => workspaces.forEach((made) => made.cleanup()));

  it('without a built site (no site.json) says so and serves only the API', async () => {
    const empty = workspace();
    rmSync(join(empty.publicDir, 'site.json'));
    const logger = recordingLogger();
    const running = await bootstrap({ config: empty.config(), logger });
    try {
      expect(logger.warnings).toContainEqual(
        `No built site in ${empty.publicDir}: run "npm run build". Only the API is served.`,
      );
      await request(http(running)).get('/api/health').expect(200);
      // Not even the files still lying in the public dir are served: Nest answers, in JSON.
      for (const path of ['/', '/servicios', `/${SITE.assets.both}`, `/${SITE.pages['/'].file}`]) {
        const response = await request(http(running)).get(path).expect(404);
        expect(response.body).toEqual({ statusCode: 404, message: `Cannot GET ${path}` });
      }
    } finally {
      await running.close();
    }
  });

  it('refuses to start when site.json names a page that is not there, naming the file', async () => {
    const broken = workspace();
    const manifest = siteManifest();
    manifest.pages['/nuevo-servicio'] = 'nuevo-servicio/index.html';
    writeFileSync(join(broken.publicDir, 'site.json'), JSON.stringify(manifest));
    await expect(broken.start()).rejects.toThrow(/nuevo-servicio\/index\.html \(page \/nuevo-servicio\)/);
  });

  it('refuses to start when a not-found page of site.json was removed, naming the file', async () => {
    const broken = workspace();
    const missing = SITE.notFound.find((entry) => entry.prefix === '/en/')!.file;
    rmSync(join(broken.publicDir, missing));
    await expect(broken.start()).rejects.toThrow(`${missing} (not-found page for /en/)`);
  });

  it('refuses to start when site.json is not JSON', async () => {
    const broken = workspace();
    writeFileSync(join(broken.publicDir, 'site.json'), '{ "pages": ');
    await expect(broken.start()).rejects.toThrow(
      `${join(broken.publicDir, 'site.json')}: cannot be read as JSON`,
    );
  });
});
