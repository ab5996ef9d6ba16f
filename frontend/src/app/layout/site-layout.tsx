import { Box } from '@mantine/core';
import { Outlet } from 'react-router-dom';
import { deferred } from '../../components/deferred';
import { ToastHost } from '../../components/toast-host';
import { useDocumentHead } from '../../features/seo/use-document-head';
import { useI18n } from '../../i18n/use-language';
import { ScrollToTop } from './scroll-to-top';
import { SiteHeader } from './site-header';
import classes from './site-layout.module.css';

export const MAIN_CONTENT_ID = 'contenido';

// The footer is at the bottom of every page: its prerendered HTML shows (and its links work) at once,
// and its code comes when it is near the viewport.
const SiteFooter = deferred(() => import('./site-footer').then((module) => module.SiteFooter));

export function SiteLayout() {
  const { language, t } = useI18n();

  // Title, <html lang>, canonical, alternates and structured data follow the route.
  useDocumentHead();

  return (
    // The route's language, stated here too: on a page whose content is in the other language (the
    // English expats page under a Spanish path) <html lang> follows the content and the frame keeps its own.
    <Box className={classes.shell} lang={language}>
      <ScrollToTop />
      <a className={classes.skipLink} href={`#${MAIN_CONTENT_ID}`}>
        {t('skip.toContent')}
      </a>
      <SiteHeader />
      <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} className={classes.main}>
        <Outlet />
      </Box>
      <SiteFooter />
      <ToastHost language={language} />
    </Box>
  );
}
