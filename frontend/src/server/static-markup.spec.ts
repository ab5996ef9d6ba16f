import { createElement, Suspense, use, type ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { staticMarkup } from './static-markup';

// The page renderer's HTML: React's synchronous renderer when nothing suspends, and prerender (which
// waits) when something does, so a page is never written with a fallback where its content belongs.

const h = createElement;

async function prerendered(tree: ReactNode): Promise<string> {
  const { prelude } = await prerender(tree, { progressiveChunkSize: Number.POSITIVE_INFINITY });
  return new Response(prelude).text();
}

/** A component that suspends until `promise` settles, then shows its value. */
function Later({ promise }: { promise: Promise<string> }) {
  return h('p', null, use(promise));
}

const later = (text: string) => new Promise<string>((done) => setTimeout(() => done(text), 5));

describe('staticMarkup', () => {
  it('gives what prerender gives for a tree that does not suspend, boundaries included', async () => {
    const tree = h(
      'main',
      { id: 'm', 'aria-label': 'Página <principal> & más' },
      h('h1', null, 'Título'),
      h(Suspense, { fallback: h('p', null, 'cargando') }, h('p', null, 'listo')),
      h('a', { href: '/en?x=1&y=2' }, 'enlace'),
    );
    const html = await staticMarkup(tree);
    expect(html).toBe(await prerendered(tree));
    expect(html).toContain('listo');
    expect(html).not.toContain('cargando');
  });

  it('waits for a part inside a boundary that suspends, instead of writing its fallback', async () => {
    const tree = h(
      'main',
      null,
      h(Suspense, { fallback: h('p', null, 'cargando') }, h(Later, { promise: later('contenido') })),
    );
    const html = await staticMarkup(tree);
    expect(html).toContain('<p>contenido</p>');
    expect(html).not.toContain('cargando');
    expect(html).not.toContain('<!--$!-->');
  });

  it('waits for a part outside any boundary that suspends', async () => {
    const html = await staticMarkup(h('main', null, h(Later, { promise: later('sin límite') })));
    expect(html).toBe('<main><p>sin límite</p></main>');
  });
});
