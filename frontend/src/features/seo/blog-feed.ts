// The blog's Atom feed per language (RFC 4287): the published posts of the language, newest first, with
// their whole text. Relative links in the posts resolve against the site (xml:base).
import { pathFor } from '../../app/route-table';
import { postPath, postsIn } from '../../content/blog';
import type { SiteContent } from '../../content/site-content';
import { translate } from '../../i18n/dictionary';
import type { Language } from '../../i18n/language';
import { feedPath } from './page-head';

/** How many posts a feed carries: readers poll it, and the newest are what they look for. */
const FEED_SIZE = 20;
/** A feed must say when it last changed; an empty blog has never changed. */
const NEVER = '2025-01-01T00:00:00.000Z';

const xmlEscape = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function blogFeed(origin: string, language: Language, content: SiteContent): string {
  const posts = postsIn(content, language).slice(0, FEED_SIZE);
  const url = (path: string) => xmlEscape(origin + path);
  const updated = posts.reduce((latest, post) => (post.updatedAt > latest ? post.updatedAt : latest), NEVER);
  const entries = posts.map((post) => {
    const link = url(postPath(post));
    return [
      '  <entry>',
      `    <title>${xmlEscape(post.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${link}"/>`,
      `    <id>${link}</id>`,
      `    <published>${post.publishedAt}</published>`,
      `    <updated>${post.updatedAt}</updated>`,
      `    <author><name>${xmlEscape(post.author)}</name></author>`,
      `    <category term="${xmlEscape(post.category)}"/>`,
      `    <summary>${xmlEscape(post.excerpt)}</summary>`,
      `    <content type="html">${xmlEscape(post.html)}</content>`,
      '  </entry>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${language}" xml:base="${url('/')}">`,
    `  <title>${xmlEscape(`${content.firm.name} – ${translate(language, 'blog.title')}`)}</title>`,
    `  <subtitle>${xmlEscape(translate(language, 'blog.body'))}</subtitle>`,
    `  <link rel="self" type="application/atom+xml" href="${url(feedPath(language))}"/>`,
    `  <link rel="alternate" type="text/html" href="${url(pathFor('blog', language))}"/>`,
    `  <id>${url(pathFor('blog', language))}</id>`,
    `  <updated>${updated}</updated>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}
