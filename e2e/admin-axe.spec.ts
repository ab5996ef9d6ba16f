import { type Page } from 'playwright-core';
import { contactFactory, seed, signIn, STAFF, staffApi } from './support/admin';
import { axeViolations } from './support/axe';
import { runSql } from './support/database';
import { useSite } from './support/site';
import { addStaffUser } from './support/staff';

// axe finds nothing, whatever its impact, on any tab of the panel or in a request's details, in both
// languages at a phone's and a desktop's width, with the panel as a busy day fills it: a dozen requests, three
// overdue, two processed, a note; a draft and a scheduled post; the activity those made.

const TABS = [
  'requests',
  'booking',
  'data-requests',
  'activity',
  'site',
  'blog',
  'newsletter',
  'account',
] as const;
const POSTS = '/api/admin/blog/posts';

/** Every finding as "rule: first selectors" (empty when clean). */
async function findings(page: Page): Promise<string[]> {
  return (await axeViolations(page)).map(
    (v) =>
      `${v.id} (${v.impact}): ${v.nodes
        .map((node) => node.target.join(' '))
        .slice(0, 3)
        .join(', ')}`,
  );
}

/** Waits until nothing is loading, sliding or fading: axe reads colours as they end up. */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(
    () =>
      document.querySelector('[aria-busy="true"], .mantine-Loader-root') === null &&
      document
        .getAnimations()
        .every((a) => a.effect?.getTiming().iterations === Infinity || a.playState === 'finished'),
  );
}

describe('axe on every tab of the panel and in the details', () => {
  const site = useSite();
  const contact = contactFactory('Axe');
  let detailsId = 0;

  beforeAll(async () => {
    await addStaffUser(site.server, STAFF);
    const ids = await seed(
      site,
      ...Array.from({ length: 12 }, (_, i) =>
        contact({ tipo_caso: (['familia', 'penal', 'administrativo', 'english', 'otro'] as const)[i % 5] }),
      ),
    );
    // Three overdue: their answer-by time an hour, a day and two days ago (stored as TypeORM does, in UTC).
    for (const [i, hoursAgo] of [1, 24, 50].entries()) {
      const stamp = new Date(Date.now() - hoursAgo * 3_600_000)
        .toISOString()
        .replace('T', ' ')
        .replace('Z', '');
      await runSql(site.server, 'UPDATE contact_submissions SET answer_by = ? WHERE id = ?', [stamp, ids[i]]);
    }
    for (const id of ids.slice(10)) {
      expect((await staffApi(site, `/api/contacts/${id}/processed`, { method: 'PATCH' })).status).toBe(200);
    }
    detailsId = ids[0];
    const note = await staffApi(site, `/api/contacts/${detailsId}/notes`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ body: 'Llamé y no contestó; vuelvo a llamar a las 3.' }),
    });
    expect(note.status).toBe(201);
    const post = (title: string) =>
      staffApi<{ id: string }>(site, POSTS, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          language: 'es',
          title,
          excerpt: 'Los primeros pasos después de un choque en Medellín.',
          body: '## Plazos\n\nEl informe, el SOAT y los plazos.',
          category: 'Derecho Civil',
          tags: ['accidente'],
          seoTitle: '',
          seoDescription: '',
          seoKeywords: [],
          cover: null,
          author: 'Abogados Medellín',
          translationId: null,
        }),
      });
    expect((await post('Un borrador')).status).toBe(201);
    const scheduled = await post('Una publicación programada');
    expect(scheduled.status).toBe(201);
    const at = new Date(Date.now() + 30 * 24 * 3_600_000).toISOString();
    const publish = await staffApi(site, `${POSTS}/${scheduled.body.id}/publish`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ at }),
    });
    expect(publish.status).toBe(200);
  });

  it.each([
    ['es-CO', 390],
    ['es-CO', 1366],
    ['en-US', 390],
    ['en-US', 1366],
  ] as const)('finds nothing on any tab or in the details (%s, %i px)', async (locale, width) => {
    const context = await site.browser.newContext({ locale, viewport: { width, height: 900 } });
    try {
      const page = await context.newPage();
      await signIn(page, site);
      const found: Record<string, string[]> = {};
      await page.goto(`${site.server.url}/admin`);
      for (const [i, tab] of TABS.entries()) {
        // As staff move between tabs: a click, not a page load.
        await page.getByRole('tab').nth(i).click();
        await page.waitForURL(tab === 'requests' ? /\/admin$/ : new RegExp(`[?&]tab=${tab}`));
        await page.getByRole('tabpanel').waitFor();
        await settled(page);
        found[tab] = await findings(page);
      }
      await page.goto(`${site.server.url}/admin?contact=${detailsId}`);
      await page.getByRole('dialog').waitFor();
      await settled(page);
      found.details = await findings(page);
      expect(found).toEqual({
        requests: [],
        booking: [],
        'data-requests': [],
        activity: [],
        site: [],
        blog: [],
        newsletter: [],
        account: [],
        details: [],
      });
    } finally {
      await context.close();
    }
  });
});
