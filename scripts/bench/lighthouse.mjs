// Lighthouse 12 against the production server: Lighthouse's default config (mobile, simulated throttling),
// Debian's Chromium, a fresh profile per run, each page several times because the machine is shared and noisy.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { killAll, launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { onCleanup } from './cleanup.mjs';
import { freePort, productionEnv, startServer } from './server.mjs';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
export const TARGETS = { performance: 100, accessibility: 100, 'best-practices': 100, seo: 100 };
export const METRICS = [
  ['largest-contentful-paint', 'LCP'],
  ['total-blocking-time', 'TBT'],
  ['cumulative-layout-shift', 'CLS'],
  ['first-contentful-paint', 'FCP'],
  ['speed-index', 'Speed Index'],
];
export const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Every host name but the audited server's fails to resolve, so a run never leaves the machine; a page that
  // references another host shows it as a failed request (listed in the report) instead of a slow time-out.
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
];

// chrome-launcher leaves a browser running when it gives up waiting for it; kill whatever it still holds.
onCleanup(() => killAll());

export function chromiumVersion() {
  const result = spawnSync(chromePath, ['--version'], { encoding: 'utf8' });
  return result.stdout.trim() || `unknown (${chromePath})`;
}

const STAFF = { email: 'bench@example.com', password: 'a-long-bench-password-that-is-fine' };

/**
 * The production build as `npm start` serves it, on a port chosen first so PUBLIC_URL can name it, with a
 * staff account. Its session cookie is HTTPS-only, so the staff calls say (X-Forwarded-Proto) they came
 * through an HTTPS proxy on loopback, which this server trusts.
 */
export async function startProductionServer(dir) {
  const port = await freePort();
  return startServer({
    ...productionEnv(dir, port),
    ADMIN_EMAIL: STAFF.email,
    ADMIN_PASSWORD: STAFF.password,
    TRUST_PROXY: 'loopback',
  });
}

/** A post written and published by staff through the API, as the admin panel does; resolves to its path. */
export async function publishStaffPost(url) {
  const proxied = { 'x-forwarded-proto': 'https', origin: url };
  const login = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { ...proxied, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(STAFF),
    redirect: 'manual',
  });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0];
  if (login.status !== 303 || !cookie) throw new Error(`staff log-in answered ${login.status}`);
  const staff = async (path, payload) => {
    const answer = await fetch(`${url}${path}`, {
      method: 'POST',
      headers: { ...proxied, cookie, 'content-type': 'application/json' },
      body: JSON.stringify(payload),
    });
    if (!answer.ok) throw new Error(`${path} answered ${answer.status}: ${await answer.text()}`);
    return answer.json();
  };
  const section = (n) =>
    `## ${n}. Qué hacer primero\n\n` +
    'Reúna los documentos, anote las fechas y pida asesoría antes de firmar cualquier acuerdo. '.repeat(4) +
    '\n\n- Cédula y registro civil\n- Pruebas de ingresos\n- Comunicaciones relevantes';
  const post = await staff('/api/admin/blog/posts', {
    language: 'es',
    title: 'Custodia compartida en Colombia: lo que debe saber',
    excerpt: 'Cómo se decide la custodia de los hijos y qué puede hacer para proteger sus derechos.',
    body: [1, 2, 3, 4].map(section).join('\n\n'),
    category: 'Derecho de Familia',
    tags: ['custodia', 'familia'],
    // Filled in as staff do in the panel's SEO fields.
    seoTitle: 'Custodia compartida en Colombia | Abogados Medellín',
    seoDescription:
      'Qué tienen en cuenta los jueces de familia y cómo prepararse para el proceso de custodia.',
    seoKeywords: ['custodia compartida', 'abogado de familia Medellín'],
    author: 'Dra. Laura Restrepo',
    cover: null,
    translationId: null,
  });
  await staff(`/api/admin/blog/posts/${post.id}/publish`, {});
  return post.path;
}

/** One Lighthouse run in a browser of its own; the browser is gone when this returns or throws. */
export async function auditOnce(url, workDir) {
  const profile = mkdtempSync(join(workDir, 'chromium-'));
  let chrome;
  try {
    chrome = await launch({
      chromePath,
      chromeFlags: CHROME_FLAGS,
      userDataDir: profile,
      logLevel: 'silent',
    });
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    return result.lhr;
  } finally {
    if (chrome) chrome.kill();
    else killAll();
    rmSync(profile, { recursive: true, force: true, maxRetries: 5 });
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const scoreOf = (lhr, category) => Math.round((lhr.categories[category]?.score ?? 0) * 100);

/** Summarises the runs of one page: median scores, the median run's metrics, failing audits per category. */
function summarise(path, lhrs, errors) {
  const ok = lhrs.filter((lhr) => !lhr.runtimeError);
  const failed = [
    ...errors,
    ...lhrs.filter((lhr) => lhr.runtimeError).map((lhr) => lhr.runtimeError.message),
  ];
  if (ok.length === 0) return { path, runs: 0, failed };
  const scores = Object.fromEntries(
    CATEGORIES.map((category) => [category, ok.map((lhr) => scoreOf(lhr, category))]),
  );
  const medians = Object.fromEntries(CATEGORIES.map((category) => [category, median(scores[category])]));
  // The median run by performance score (the lower middle one when a run failed and the count is even).
  const byPerformance = [...ok].sort((a, b) => scoreOf(a, 'performance') - scoreOf(b, 'performance'));
  const medianRun = byPerformance[Math.floor((byPerformance.length - 1) / 2)];
  const findings = {};
  for (const category of CATEGORIES) {
    if (medians[category] >= TARGETS[category]) continue;
    // The failing audits of a run whose score in this category is the median one.
    const run = ok.find((lhr) => scoreOf(lhr, category) === Math.round(medians[category])) ?? medianRun;
    findings[category] = failingAudits(run, category);
  }
  return {
    path,
    runs: ok.length,
    failed,
    scores,
    medians,
    metrics: Object.fromEntries(METRICS.map(([id]) => [id, medianRun.audits[id]])),
    benchmarkIndex: ok.map((lhr) => Math.round(lhr.environment.benchmarkIndex)),
    external: [...new Set(ok.flatMap((lhr) => externalRequests(lhr)))],
    findings,
  };
}

/**
 * Audits that cost points in a category: score < 1 with a weight > 0. Performance weighs only its metrics,
 * so for it the opportunities and diagnostics that Lighthouse flags (score < 0.9) are listed as well.
 */
function failingAudits(lhr, category) {
  const list = [];
  for (const ref of lhr.categories[category].auditRefs) {
    const audit = lhr.audits[ref.id];
    const weighted =
      ref.weight > 0 && (audit.score === null ? audit.scoreDisplayMode === 'error' : audit.score < 1);
    const flagged =
      category === 'performance' &&
      ref.weight === 0 &&
      ref.group !== 'hidden' &&
      audit.score !== null &&
      audit.score < 0.9 &&
      ['numeric', 'binary', 'metricSavings'].includes(audit.scoreDisplayMode);
    if (weighted || flagged) {
      list.push({
        id: ref.id,
        title: audit.title,
        weight: ref.weight,
        score: audit.score,
        displayValue: audit.displayValue ?? audit.errorMessage ?? '',
        explanation: audit.explanation ?? '',
        items: detailItems(audit.details),
      });
    }
  }
  return list.sort((a, b) => b.weight - a.weight);
}

/** Hosts other than the audited server that the page asked for (they fail to resolve by design). */
export function externalRequests(lhr) {
  const origin = new URL(lhr.finalDisplayedUrl).origin;
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  return [
    ...new Set(
      items.map((item) => item.url).filter((url) => /^https?:/.test(url) && new URL(url).origin !== origin),
    ),
  ];
}

/** One line of text per item of an audit's details table (the element, URL, message and savings it names). */
function detailItems(details) {
  if (!details) return [];
  if (details.type === 'list') return details.items.flatMap((inner) => detailItems(inner));
  if (!['table', 'opportunity'].includes(details.type)) return [];
  const headings = (details.headings ?? []).filter((heading) => heading.key);
  return details.items.map((item) =>
    headings
      .map((heading) => describe(item[heading.key], heading.valueType))
      .filter(Boolean)
      .join(' · '),
  );
}

function describe(value, valueType) {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value === 'number') {
    if (valueType === 'bytes') return `${(value / 1024).toFixed(1)} KiB`;
    if (valueType === 'ms' || valueType === 'timespanMs') return duration(value);
    return String(Math.round(value * 1000) / 1000);
  }
  if (typeof value !== 'object') return String(value);
  switch (value.type) {
    case 'node': {
      const why = (value.explanation ?? '').split('\n').slice(1).join(' ').trim();
      return [`\`${value.selector ?? value.path}\``, code(value.snippet), why].filter(Boolean).join(' ');
    }
    case 'source-location':
      return `${value.url}${value.line === undefined ? '' : `:${value.line + 1}`}`;
    case 'url':
    case 'code':
    case 'text':
      return String(value.value);
    case 'link':
      return `${value.text} (${value.url})`;
    default:
      return null;
  }
}

const duration = (ms) => (ms >= 3_600_000 ? `${+(ms / 3_600_000).toFixed(1)} h` : `${Math.round(ms)} ms`);

const code = (snippet) =>
  snippet ? `\`${snippet.replace(/`/g, "'").replace(/\s+/g, ' ').slice(0, 200)}\`` : '';

/**
 * Starts the server, audits every page `runs` times one after another, and stops everything. With
 * `staffPost`, a post published through the staff API once the server is up is audited last.
 */
export async function runLighthouse(paths, runs, log, { staffPost = false } = {}) {
  if (!existsSync(chromePath)) {
    throw new Error(`No browser at ${chromePath}: apt-get install -y chromium, or set CHROME_PATH`);
  }
  const workDir = mkdtempSync(join(tmpdir(), 'bench-lighthouse-'));
  const removeWorkDir = () => rmSync(workDir, { recursive: true, force: true, maxRetries: 5 });
  const forget = onCleanup(removeWorkDir);
  let server;
  try {
    server = await startProductionServer(workDir);
    const results = [];
    const audited = [...paths];
    if (staffPost) {
      const path = await publishStaffPost(server.url);
      log(`  published ${path} through the staff API`);
      audited.push(path);
    }
    for (const path of audited) {
      const lhrs = [];
      const errors = [];
      for (let run = 1; run <= runs; run += 1) {
        const started = Date.now();
        try {
          const lhr = await auditOnce(server.url + path, workDir);
          lhrs.push(lhr);
          const line = lhr.runtimeError
            ? `failed: ${lhr.runtimeError.code}`
            : CATEGORIES.map((c) => `${c} ${scoreOf(lhr, c)}`).join(', ');
          log(`  ${path} run ${run}/${runs}: ${line} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
        } catch (error) {
          // One crashed run (a browser that did not start, a page that did not load) is reported, not fatal.
          errors.push(error.message);
          log(`  ${path} run ${run}/${runs} failed: ${error.message}`);
        }
      }
      const result = summarise(path, lhrs, errors);
      results.push(staffPost && path === audited.at(-1) ? { ...result, staffPost: true } : result);
    }
    return { serverUrl: server.url, results };
  } finally {
    await server?.stop();
    removeWorkDir();
    forget();
  }
}
