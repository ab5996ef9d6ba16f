import { Paper, Title, type TitleOrder } from '@mantine/core';
import { pathFor } from '../../../app/route-table';
import responsive from '../../../components/responsive.module.css';
import type { BlogPost } from '../../../content/blog';
import { useI18n } from '../../../i18n';
import { blogCopy } from '../blog-copy';
import { PostCard } from './post-card';

/** The posts of the page's language, or the 'Coming Soon' state when there are none. */
interface PostListProps {
  posts: readonly BlogPost[];
  /** Card titles are h2 on the blog page, h3 under another section's heading. */
  headingOrder?: TitleOrder;
}

export function PostList({ posts, headingOrder = 2 }: PostListProps) {
  const { language, t } = useI18n();
  const base = pathFor('blog', language);

  if (posts.length === 0) {
    return (
      <Paper withBorder radius="md" p="xl" ta="center">
        <Title order={2} fz="xl">
          {t('blog.empty')}
        </Title>
      </Paper>
    );
  }

  return (
    <section aria-label={blogCopy[language].postsLabel}>
      {/* Two columns from sm up; a third on wide screens once there are three posts to fill it. */}
      <div className={posts.length >= 3 ? responsive.cols2to3Lg : responsive.cols2}>
        {posts.map((post) => (
          <PostCard
            key={post.slug}
            post={post}
            language={language}
            href={`${base}/${post.slug}`}
            headingOrder={headingOrder}
          />
        ))}
      </div>
    </section>
  );
}
