// The blog part: what the blog costs a server.
//   start-up     the production server from spawn to listening on a database with the 3 seeded posts, and on
//                one with 200 published posts (median of 3 each, the same run)
//   publish      publish-to-live: a post published through the staff API on one server, then asked for on
//                that server and on a second one sharing the database, until each answers 200 (median of 5)
// Two servers on one SQLite file follow each other by polling the content version (CONTENT_POLL_MS, 1 s):
// the slower case; on PostgreSQL a change also arrives by LISTEN/NOTIFY.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { root } from './paths.mjs';
import { freePort, productionEnv, startServer } from './server.mjs';

const POSTS = 200;
const RUNS = 5;
const STAFF = { email: 'bench@example.com', password: 'a-long-bench-password-that-is-fine' };

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ms = (value) => `${Math.round(value)} ms`;

/** A post body of some 900 words with headings and lists, like the seeded ones. */
function body(n) {
  const paragraph =
    `Párrafo ${n} sobre el procedimiento, los plazos y las pruebas que conviene reunir. `.repeat(8);
  return Array.from(
    { length: 8 },
    (_, i) => `## Sección ${i + 1}\n\n${paragraph}\n\n- Punto uno\n- Punto dos`,
  ).join('\n\n');
}

/** Adds published posts straight into a stopped server's SQLite file, as years of staff work would have. */
function addPosts(databaseFile, count) {
  const sqlite3 = createRequire(join(root, 'backend', 'package.json'))('sqlite3');
  return new Promise((resolve, reject) => {
    const db = new sqlite3.Database(databaseFile);
    db.serialize(() => {
      db.run('BEGIN');
      const insert = db.prepare(
        'INSERT INTO blog_posts (id, language, slug, title, excerpt, body, category, tags, seo_title, ' +
          'seo_description, seo_keywords, cover, author, translation_id, status, publish_at, preview_token, ' +
          'revision, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
      );
      for (let n = 0; n < count; n++) {
        const at = new Date(Date.UTC(2024, 0, 1) + n * 86_400_000)
          .toISOString()
          .replace('T', ' ')
          .slice(0, 23);
        insert.run(
          randomUUID(),
          n % 2 === 0 ? 'es' : 'en',
          `articulo-${n}`,
          `Artículo de prueba número ${n}`,
          'Un resumen breve del artículo.',
          body(n),
          'Derecho de Familia',
          '["familia"]',
          '',
          '',
          '["abogado"]',
          null,
          'Dra. Laura Restrepo',
          null,
          'published',
          at,
          randomUUID().replace(/-/g, '').padEnd(43, 'x'),
          1,
          at,
          at,
        );
      }
      insert.finalize();
      db.run('UPDATE site_content SET version = version + 1 WHERE id = 1');
      db.run('COMMIT', (error) => db.close(() => (error ? reject(error) : resolve())));
    });
  });
}

async function startUpTimes(extraPosts) {
  const times = [];
  for (let run = 0; run < 3; run++) {
    const dir = mkdtempSync(join(tmpdir(), 'abogados-bench-blog-'));
    try {
      const env = productionEnv(dir, await freePort());
      await (await startServer(env)).stop();
      if (extraPosts > 0) await addPosts(join(dir, 'app.sqlite'), extraPosts);
      const since = performance.now();
      const server = await startServer(env);
      times.push(performance.now() - since);
      const list = await fetch(`${server.url}/blog`);
      if (list.status !== 200) throw new Error(`GET /blog answered ${list.status}`);
      await server.stop();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  return median(times);
}

/** A staff session on a server started in development mode (its cookie is not limited to HTTPS). */
async function logIn(url) {
  const answer = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: url },
    body: new URLSearchParams(STAFF),
    redirect: 'manual',
  });
  if (answer.status !== 303) throw new Error(`log-in answered ${answer.status}`);
  return (answer.headers.get('set-cookie') ?? '').split(';')[0];
}

async function until200(url) {
  for (;;) {
    const answer = await fetch(url);
    await answer.arrayBuffer();
    if (answer.status === 200) return performance.now();
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

async function publishToLive(log) {
  const dir = mkdtempSync(join(tmpdir(), 'abogados-bench-publish-'));
  const servers = [];
  try {
    const base = {
      ...productionEnv(dir, 0),
      NODE_ENV: 'development',
      ADMIN_EMAIL: STAFF.email,
      ADMIN_PASSWORD: STAFF.password,
    };
    for (let n = 0; n < 2; n++) {
      const port = await freePort();
      servers.push(
        await startServer({ ...base, PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}` }),
      );
    }
    const [a, b] = servers;
    const cookie = await logIn(a.url);
    const staff = (path, payload) =>
      fetch(`${a.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie, origin: a.url },
        body: JSON.stringify(payload),
      }).then(async (answer) => {
        if (!answer.ok) throw new Error(`${path} answered ${answer.status}: ${await answer.text()}`);
        return answer.json();
      });
    const same = [];
    const other = [];
    for (let run = 0; run < RUNS; run++) {
      const post = await staff('/api/admin/blog/posts', {
        language: 'es',
        title: `Publicación de prueba ${run}`,
        excerpt: 'Resumen.',
        body: body(run),
        category: 'Derecho Laboral',
        tags: [],
        seoTitle: '',
        seoDescription: '',
        seoKeywords: [],
        cover: null,
        author: 'Dra. Laura Restrepo',
        translationId: null,
      });
      const since = performance.now();
      await staff(`/api/admin/blog/posts/${post.id}/publish`, {});
      const [onA, onB] = await Promise.all([until200(a.url + post.path), until200(b.url + post.path)]);
      same.push(onA - since);
      other.push(onB - since);
    }
    log(`  publish-to-live: same server ${ms(median(same))}, other server ${ms(median(other))}`);
    return { same: median(same), other: median(other) };
  } finally {
    for (const server of servers) await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function blogSection(log) {
  log('  start-up with the seeded posts and with 200…');
  const seeded = await startUpTimes(0);
  const many = await startUpTimes(POSTS - 3);
  log(`  start-up: ${ms(seeded)} (3 posts), ${ms(many)} (${POSTS} posts)`);
  log('  publish-to-live…');
  const live = await publishToLive(log);
  return [
    '## Blog',
    '',
    `Run: ${new Date().toISOString()}, Node ${process.version}, ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}.`,
    '',
    `- Start-up of the production server, spawn to listening (median of 3): ${ms(seeded)} with the 3 seeded posts, ` +
      `${ms(many)} with ${POSTS} published posts of some 900 words (**${(many / seeded).toFixed(2)}×**): the posts ` +
      'are read and their Markdown rendered once, at start-up.',
    `- Publish-to-live (median of ${RUNS}): from the publish call to the post's page answering 200 on the server ` +
      `that took it ${ms(live.same)}, and on a second server sharing the SQLite file ${ms(live.other)} ` +
      `(target ≤ 5,000 ms; it polls the content version every second).`,
  ];
}
