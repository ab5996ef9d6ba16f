import { postsIn } from '../../content/blog';
import { seedSiteContent } from '../../content/seed-site-content';
import type { SiteContent } from '../../content/site-content';
import { blogFeed } from './blog-feed';

const ORIGIN = 'https://abogados.example';

const entries = (feed: string) => [...feed.matchAll(/<entry>[\s\S]*?<\/entry>/g)].map((match) => match[0]);

describe('the blog’s Atom feed', () => {
  it('lists the language’s posts, newest first, with absolute links and their whole text escaped', () => {
    const feed = blogFeed(ORIGIN, 'es', seedSiteContent);
    const posts = postsIn(seedSiteContent, 'es');
    expect(
      feed.startsWith('<?xml version="1.0" encoding="utf-8"?>\n<feed xmlns="http://www.w3.org/2005/Atom"'),
    ).toBe(true);
    expect(feed).toContain(`xml:base="${ORIGIN}/"`);
    expect(feed).toContain(`<link rel="self" type="application/atom+xml" href="${ORIGIN}/blog/feed.xml"/>`);
    const items = entries(feed);
    expect(items).toHaveLength(posts.length);
    posts.forEach((post, index) => {
      expect(items[index]).toContain(`<id>${ORIGIN}/blog/${post.slug}</id>`);
      expect(items[index]).toContain(`<published>${post.publishedAt}</published>`);
    });
    // The body is HTML inside XML: escaped once, so a reader gets the markup back.
    expect(items[0]).toContain('<content type="html">&lt;p&gt;');
    expect(feed).toContain(`<updated>${posts[0].updatedAt}</updated>`);
  });

  it('escapes what staff typed in titles and names', () => {
    const post = { ...postsIn(seedSiteContent, 'en')[0], title: 'Fees & <costs>', author: 'A "quoted" name' };
    const content: SiteContent = { ...seedSiteContent, blog: { ...seedSiteContent.blog, posts: [post] } };
    const feed = blogFeed(ORIGIN, 'en', content);
    expect(feed).toContain('<title>Fees &amp; &lt;costs&gt;</title>');
    expect(feed).toContain('<name>A &quot;quoted&quot; name</name>');
  });

  it('is a valid feed with no posts', () => {
    const empty: SiteContent = { ...seedSiteContent, blog: { ...seedSiteContent.blog, posts: [] } };
    const feed = blogFeed(ORIGIN, 'en', empty);
    expect(entries(feed)).toEqual([]);
    expect(feed).toMatch(/<updated>\d{4}-\d\d-\d\dT[\d:.]+Z<\/updated>/);
  });
});
