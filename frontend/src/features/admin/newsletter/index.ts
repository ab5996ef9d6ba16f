import { lazy } from 'react';

// The Newsletter tab's code is loaded when the tab is first opened; a post's send is shown in the blog's editor.
export const NewsletterTab = lazy(() => import('./components/newsletter-tab'));
export { PostNewsletter } from './components/post-newsletter';
