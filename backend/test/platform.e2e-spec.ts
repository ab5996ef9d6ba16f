import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { parse } from 'yaml';
import { type RunningApp } from '../src/app';
import { ENGINE, http, TestWorkspace } from './harness';

describe('health, fallbacks, search-engine headers and API docs', () => {
  const workspace = new TestWorkspace();
  let running: RunningApp;

  beforeAll(async () => {
    running = await workspace.start();
  });
  afterAll(async () => {
    await running.close();
    workspace.cleanup();
  });

  it('GET /api/health reports the database', async () => {
    const response = await request(http(running)).get('/api/health').expect(200);
    expect(response.body).toEqual({
      status: 'ok',
      database: 'ok',
      engine: ENGINE,
      uptime: expect.any(Number),
    });
    // Versions help an attacker pick an exploit: neither the body nor a header names the runtime or framework.
    expect(JSON.stringify(response.body)).not.toContain(process.versions.node);
    expect(response.headers['x-powered-by']).toBeUndefined();
    expect(response.headers['server']).toBeUndefined();
  });

  it.each([
    ['GET', '/api/nothing-here'],
    ['POST', '/api/nothing-here'],
    ['GET', '/api'],
  ])('answers unknown API path %s %s with a JSON 404', async (method, path) => {
    const response = await request(http(running))[method === 'GET' ? 'get' : 'post'](path).expect(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.body).toEqual({
      statusCode: 404,
      message: expect.stringContaining('nothing-here'.slice(0, 0)),
    });
  });

  it('keeps /admin, the log-in page and not-found pages out of search engines', async () => {
    for (const [path, status] of [
      ['/admin', 200],
      ['/api/login', 200],
      ['/no-such-page', 404],
    ] as const) {
      const response = await request(http(running)).get(path).expect(status);
      expect({ path, robots: response.headers['x-robots-tag'] }).toEqual({
        path,
        robots: 'noindex, nofollow',
      });
    }
    const home = await request(http(running)).get('/').expect(200);
    expect(home.headers['x-robots-tag']).toBeUndefined();
  });

  it('serves Swagger UI at /api/docs', async () => {
    const response = await request(http(running)).get('/api/docs').redirects(1).expect(200);
    expect(response.text).toContain('swagger');
  });

  it('serves at /api/docs-json exactly the committed openapi.yaml', async () => {
    const committed = parse(readFileSync(join(__dirname, '..', '..', 'openapi.yaml'), 'utf8'));
    const served = await request(http(running)).get('/api/docs-json').expect(200);
    expect(served.body).toEqual(committed);
  });

  it('documents every endpoint', async () => {
    const served = await request(http(running)).get('/api/docs-json').expect(200);
    const operations = Object.entries(served.body.paths as Record<string, object>).flatMap(([path, ops]) =>
      Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(operations.sort()).toEqual(
      [
        'GET /api/auth/user',
        'GET /api/contacts',
        'GET /api/contacts/stats',
        'GET /api/contacts/export.csv',
        'GET /api/contacts/{id}',
        'DELETE /api/contacts/{id}',
        'POST /api/contacts/{id}/notes',
        'POST /api/contacts/{id}/notifications/retry',
        'PATCH /api/contacts/{id}/processed',
        'PATCH /api/contacts/{id}/pending',
        'PATCH /api/contacts/{id}/whatsapp',
        'POST /api/data-subjects/access',
        'POST /api/data-subjects/erasure',
        'POST /api/admin/images',
        'GET /api/admin/images',
        'DELETE /api/admin/images/{id}',
        'GET /api/site',
        'GET /api/admin/site',
        'PUT /api/admin/site/firm',
        'PUT /api/admin/site/controller',
        'PUT /api/admin/site/attorney',
        'PUT /api/admin/site/hours',
        'PUT /api/admin/site/photos/{slot}',
        'GET /api/admin/booking/availability',
        'PUT /api/admin/booking/availability',
        'GET /api/booking/offer',
        'GET /api/booking/slots',
        'POST /api/booking',
        'POST /api/booking/form',
        'POST /api/booking/manage/{token}/form',
        'GET /api/booking/manage/{token}',
        'POST /api/booking/manage/{token}/reschedule',
        'POST /api/booking/manage/{token}/cancel',
        'GET /api/admin/bookings',
        'POST /api/admin/bookings/{id}/cancel',
        'POST /api/admin/bookings/{id}/move',
        'GET /api/admin/booking/feed',
        'POST /api/admin/booking/feed',
        'GET /api/booking/feed/{token}.ics',
        'GET /api/admin/blog/posts',
        'POST /api/admin/blog/posts',
        'GET /api/admin/blog/posts/{id}',
        'PUT /api/admin/blog/posts/{id}',
        'DELETE /api/admin/blog/posts/{id}',
        'POST /api/admin/blog/posts/{id}/publish',
        'POST /api/admin/blog/posts/{id}/unpublish',
        'GET /api/admin/blog/posts/{id}/revisions',
        'GET /api/admin/email',
        'POST /api/admin/blog/posts/{id}/revisions/{revisionId}/restore',
        'POST /api/admin/blog/posts/{id}/newsletter/preview',
        'POST /api/admin/blog/posts/{id}/newsletter',
        'GET /api/admin/blog/posts/{id}/newsletter',
        'PATCH /api/auth/user',
        'GET /api/auth/second-factor',
        'POST /api/auth/second-factor/enrolment',
        'POST /api/auth/second-factor/enrolment/confirm',
        'POST /api/auth/second-factor/recovery-codes',
        'POST /api/auth/second-factor/disable',
        'GET /api/audit',
        'GET /api/health',
        'GET /api/login',
        'GET /api/logout',
        'POST /api/contact',
        'POST /api/contact/form',
        'POST /api/newsletter',
        'POST /api/newsletter/form',
        'GET /api/newsletter/check-email',
        'GET /api/newsletter/confirm',
        'POST /api/newsletter/confirm',
        'GET /api/newsletter/preferences',
        'POST /api/newsletter/language',
        'POST /api/newsletter/unsubscribe',
        'GET /api/admin/newsletter/subscribers',
        'GET /api/admin/newsletter/subscribers/export.csv',
        'POST /api/admin/newsletter/subscribers/{id}/unsubscribe',
        'POST /api/login',
        'GET /api/login/code',
        'POST /api/login/code',
        'GET /api/login/enrol',
        'POST /api/login/enrol',
        'POST /api/logout',
      ].sort(),
    );
    expect(served.body.components.securitySchemes.session).toMatchObject({
      type: 'apiKey',
      in: 'cookie',
      name: 'sid',
    });
  });

  it('GET /api/health answers 503 when the database does not answer', async () => {
    const broken = running;
    await broken.app.get(DataSource).destroy();
    const response = await request(http(broken)).get('/api/health').expect(503);
    expect(response.body).toEqual({ statusCode: 503, message: 'Database unavailable' });
    running = await workspace.start();
    // Closed all the same (its timers and the content listener stop), though its database is gone.
    await broken.close().catch(() => undefined);
  });
});
