import { loadsFromServer, pageContent, postAt, postPath, postsIn } from './blog';
import { seedSiteContent } from './seed-site-content';

const content = seedSiteContent;
const [spanish] = postsIn(content, 'es');
const [english] = postsIn(content, 'en');

describe('the posts a page carries', () => {
  it('gives a post page its own post, with its body, and nothing of the rest of the blog', () => {
    const page = pageContent(postPath(spanish), content);
    expect(page.blog.posts).toEqual([spanish]);
    expect(page.blog.posts[0].html).toContain('<h2 id=');
  });

  it('gives a blog list its language’s posts without their bodies, newest first', () => {
    const list = pageContent('/blog', content).blog.posts;
    expect(list.map((post) => post.slug)).toEqual(postsIn(content, 'es').map((post) => post.slug));
    expect(list.every((post) => post.html === '')).toBe(true);
    expect(pageContent('/en/blog', content).blog.posts.map((post) => post.language)).toEqual(['en']);
  });

  it('gives the blog’s not-found page its language’s posts to suggest, and other pages none', () => {
    expect(pageContent('/blog/no-such-post', content).blog.posts).toHaveLength(2);
    expect(pageContent('/en/blog/no-such-post', content).blog.posts).toHaveLength(1);
    expect(pageContent('/', content).blog.posts).toEqual([]);
    expect(pageContent('/contacto', content).blog.posts).toEqual([]);
  });

  it('never carries the old slugs, which only the server uses', () => {
    const withServerData = { ...content, blog: { ...content.blog, redirects: { '/blog/a': '/blog/b' } } };
    expect(pageContent('/blog', withServerData).blog).toEqual({
      posts: pageContent('/blog', content).blog.posts,
      redirects: {},
    });
  });
});

describe('finding a post by its path', () => {
  it('finds a post only under its own language', () => {
    expect(postAt(content, postPath(english))).toBe(english);
    expect(postAt(content, `/blog/${english.slug}`)).toBeUndefined();
    expect(postAt(content, `/en/blog/${spanish.slug}`)).toBeUndefined();
    expect(postAt(content, `/blog/${spanish.slug}/more`)).toBeUndefined();
  });
});

describe('links into the blog', () => {
  it.each(['/blog', '/en/blog', '/blog/x', '/en/blog/x', '/blog?x=1', '/blog#top'])(
    'load %s from the server',
    (to) => {
      expect(loadsFromServer(to)).toBe(true);
    },
  );

  it.each(['/', '/en', '/blogs', '/contacto', '/en/blogger'])('leave %s to the router', (to) => {
    expect(loadsFromServer(to)).toBe(false);
  });
});
