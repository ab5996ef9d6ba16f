// The Site tab, and the site content the blog's editor starts a new post from (the attorney's name).
export { useAdminSite } from './api/get-site';
export { SiteTab } from './components/site-tab';
