import MarkdownIt from 'markdown-it';

// A post's body is Markdown written by staff. It is rendered to HTML once, by the server, and the same
// renderer gives the editor's live preview, so what staff see is what visitors get.

/** An uploaded image as the renderer needs it: its encoded widths, to give inline images a srcset. */
export interface MarkdownImage {
  width: number;
  height: number;
  variants: Array<{ width: number; type: string; url: string }>;
}

export interface MarkdownOptions {
  /** The uploaded image a /media/<id>/… URL names, if known. */
  image?: (id: string) => MarkdownImage | undefined;
}

/**
 * Ids every page has already: the app's root (frontend/index.html) and the main content the skip link
 * targets (MAIN_CONTENT_ID). A heading that would take one gets the next free one ("contenido-2"), so a
 * post's page never has an id twice.
 */
const PAGE_IDS = ['root', 'contenido'];

/**
 * How a page shows an uploaded image: its widest JPEG as the fallback source (its widest WebP when it has no
 * JPEG) and its WebP widths, narrowest first, as the srcset.
 */
export function imageSources(image: MarkdownImage): { src: string; srcset: string } {
  const webp = image.variants.filter((v) => v.type === 'image/webp').sort((a, b) => a.width - b.width);
  const jpeg = image.variants.filter((v) => v.type === 'image/jpeg').sort((a, b) => b.width - a.width);
  return {
    src: (jpeg[0] ?? webp[webp.length - 1]).url,
    srcset: webp.map((v) => `${v.url} ${v.width}w`).join(', '),
  };
}

const MEDIA_URL = /^\/media\/([A-Za-z0-9_-]+)\//;
const SAFE_URL = /^(https?:|mailto:|tel:|\/(?!\/)|#)/i;

/** A heading's id: its words in lower case without accents, joined by hyphens ("Las 9 causales" → "las-9-causales"). */
export function headingId(text: string): string {
  const id = text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return id === '' ? 'section' : id;
}

function createRenderer(): MarkdownIt {
  // html: false — any HTML staff (or a pasted text) put in the body is shown as text, never run.
  const md = new MarkdownIt({ html: false, linkify: true, breaks: true, typographer: false });
  // Only web, mail, phone and same-site links and images: javascript:, data: and the like are not links.
  md.validateLink = (url) => SAFE_URL.test(url.trim());

  md.core.ruler.push('heading_ids', (state) => {
    const taken = new Set(PAGE_IDS);
    state.tokens.forEach((token, index) => {
      if (token.type !== 'heading_open') return;
      const base = headingId(state.tokens[index + 1]?.content ?? '');
      // "a", "a-2", "a-3"…: the first not taken, also by a heading whose own words end in a number.
      let id = base;
      for (let n = 2; taken.has(id); n += 1) id = `${base}-${n}`;
      taken.add(id);
      token.attrSet('id', id);
      // The page's title is its only h1: a "# heading" in the body is a section, shown as h2.
      if (token.tag === 'h1') {
        token.tag = 'h2';
        const close = state.tokens.slice(index).find((t) => t.type === 'heading_close');
        if (close) close.tag = 'h2';
      }
    });
  });

  const renderToken = md.renderer.renderToken.bind(md.renderer);
  md.renderer.rules.link_open = (tokens, index, opts, _env, self) => {
    const token = tokens[index];
    const href = token.attrGet('href') ?? '';
    if (/^https?:/i.test(href)) {
      token.attrSet('rel', 'nofollow noopener noreferrer');
      token.attrSet('target', '_blank');
    }
    return self.renderToken(tokens, index, opts);
  };
  md.renderer.rules.image = (tokens, index, opts, env: MarkdownOptions, self) => {
    const token = tokens[index];
    const alt = self.renderInlineAsText(token.children ?? [], opts, env);
    token.attrSet('alt', alt);
    token.attrSet('loading', 'lazy');
    token.attrSet('decoding', 'async');
    const id = MEDIA_URL.exec(token.attrGet('src') ?? '')?.[1];
    const image = id === undefined ? undefined : env.image?.(id);
    if (image) {
      const { src, srcset } = imageSources(image);
      token.attrSet('src', src);
      if (srcset !== '') token.attrSet('srcset', srcset);
      token.attrSet('sizes', '(min-width: 800px) 760px, 100vw');
      token.attrSet('width', String(image.width));
      token.attrSet('height', String(image.height));
    }
    return renderToken(tokens, index, opts);
  };
  return md;
}

let renderer: MarkdownIt | undefined;

/** The body's HTML: raw HTML escaped, unsafe links dropped, outside links rel="nofollow noopener noreferrer", stable heading ids. */
export function renderMarkdown(markdown: string, options: MarkdownOptions = {}): string {
  // One renderer for every body (building one is most of the cost of a short body); the lookup goes in env.
  renderer ??= createRenderer();
  return renderer.render(markdown, { ...options });
}

/** Words per minute of a reader of legal text (slower than the usual 200-250), for the read time posts show. */
const WORDS_PER_MINUTE = 190;

/** "5 min": the time to read a body of Markdown, at least one minute. */
export function readTime(markdown: string): string {
  const words = markdown
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/[#>*_`~[\]()-]/g, ' ')
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  return `${Math.max(1, Math.round(words / WORDS_PER_MINUTE))} min`;
}
