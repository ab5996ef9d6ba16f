export { blogCopy } from './blog-copy';
export { NewsletterBox } from './components/newsletter-box';
export { PostList } from './components/post-list';
export { PostNotFound } from './components/post-not-found';
export { PostView } from './components/post-view';
export { formatPublishDate } from './format-date';
