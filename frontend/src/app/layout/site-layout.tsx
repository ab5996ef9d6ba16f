import { Box } from '@mantine/core';
import { useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { useI18n } from '../../i18n/use-language';
import { ScrollToTop } from './scroll-to-top';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import classes from './site-layout.module.css';

export const MAIN_CONTENT_ID = 'contenido';

export function SiteLayout() {
  const { language, t } = useI18n();

  // Screen readers and translation tools read the page language from <html lang>.
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);

  return (
    <Box className={classes.shell}>
      <ScrollToTop />
      <a className={classes.skipLink} href={`#${MAIN_CONTENT_ID}`}>
        {t('skip.toContent')}
      </a>
      <SiteHeader />
      <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} className={classes.main}>
        <Outlet />
      </Box>
      <SiteFooter />
    </Box>
  );
}
