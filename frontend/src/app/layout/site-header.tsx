import { Anchor, Box, Container, Group, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { ChatIcon, GlobeIcon } from '../../components/icons';
import { LinkButton } from '../../components/link-button';
import { useChatUrl, useSiteContent } from '../../content/site-content-context';
import { useI18n } from '../../i18n/use-language';
import { trackedClick } from '../../lib/analytics';
import { counterpartPath, pathFor } from '../route-table';
import { mainNav, serviceNav, type NavItem } from './nav-items';
import { ServicesMenu } from './services-menu';
import { BrandLink } from './brand-link';
import { MenuButton } from './menu-button';
import classes from './site-header.module.css';
import { loadsFromServer, postPath } from '../../content/blog-links';

/** The phone menu's navigation; the toggle names it in aria-controls while it is on the page. */
const MOBILE_MENU_ID = 'mobile-menu';

const MobileMenu = lazy(() => import('./mobile-menu').then((module) => ({ default: module.MobileMenu })));

export function SiteHeader() {
  const { language, t } = useI18n();
  const { pathname } = useLocation();
  const [menuOpen, menu] = useDisclosure(false);
  // The drawer's code is fetched on the first open; until then nothing of it is rendered.
  const [menuUsed, setMenuUsed] = useState(false);
  const otherLanguage = language === 'es' ? 'en' : 'es';
  const content = useSiteContent();
  // A post goes to its translation when it has one; other pages to their counterpart. A post's page carries
  // that one post (pageContent), which is how the header knows it.
  const post = content.blog.posts[0];
  const translation = post && pathname === postPath(post) ? post.translation : null;
  const languageToggleTarget = translation ? postPath(translation) : counterpartPath(pathname, otherLanguage);
  const chatHref = useChatUrl();
  const chatLink = {
    href: chatHref,
    target: '_blank',
    rel: 'noopener noreferrer',
    tone: 'teal' as const,
    ...trackedClick('whatsapp_click', { category: 'contact', label: 'header_cta' }),
  };

  const navLink = (item: NavItem, onClick?: () => void, className = classes.navLink) => (
    <Anchor
      key={item.route}
      component={NavLink}
      to={pathFor(item.route, language)}
      // The blog is always loaded from the server (a page carries only its own posts).
      reloadDocument={item.route === 'blog'}
      end={item.route === 'home'}
      className={className}
      onClick={onClick}
    >
      {t(item.label)}
    </Anchor>
  );

  const languageToggle = (
    <LinkButton
      to={languageToggleTarget}
      reloadDocument={loadsFromServer(languageToggleTarget)}
      tone="neutral"
      leftSection={<GlobeIcon size={16} />}
      sectionClassName={classes.toggleIcon}
      aria-label={t('lang.toggleLabel')}
      lang={otherLanguage}
      onClick={menu.close}
    >
      {t('lang.toggleShort')}
    </LinkButton>
  );

  return (
    <Box component="header" className={classes.header}>
      <Container size="lg" h="100%">
        <Group h="100%" justify="space-between" wrap="nowrap" gap="sm">
          <BrandLink to={pathFor('home', language)} />

          <Group component="nav" aria-label={t('nav.main')} gap="lg" visibleFrom="md" wrap="nowrap">
            {mainNav.map((item) =>
              item.route === 'services' ? <ServicesMenu key={item.route} /> : navLink(item),
            )}
          </Group>

          <Group gap="xs" wrap="nowrap">
            {/* Booking a time: the server renders its page with the free times (reloadDocument). */}
            <LinkButton
              to={pathFor('booking', language)}
              reloadDocument
              tone="navy"
              className="mantine-visible-from-lg"
            >
              {t('booking.cta')}
            </LinkButton>
            {/* Full label on the widest screens, short label on medium ones, icon only on phones. */}
            {/* Mantine's global visible-from/hidden-from classes: the same breakpoints as its props. */}
            <LinkButton
              {...chatLink}
              leftSection={<ChatIcon size={18} />}
              className="mantine-visible-from-xl"
            >
              {t('chat.label')}
            </LinkButton>
            <LinkButton
              {...chatLink}
              leftSection={<ChatIcon size={18} />}
              className="mantine-visible-from-sm mantine-hidden-from-xl"
            >
              {t('chat.short')}
            </LinkButton>
            <LinkButton
              {...chatLink}
              aria-label={t('chat.label')}
              className={`${classes.chatIconOnly} mantine-hidden-from-sm`}
            >
              <ChatIcon size={18} />
            </LinkButton>
            {languageToggle}
            <MenuButton
              opened={menuOpen}
              onClick={() => {
                setMenuUsed(true);
                menu.toggle();
              }}
              className="mantine-hidden-from-md"
              label={t('nav.menu')}
              controls={menuOpen ? MOBILE_MENU_ID : undefined}
            />
          </Group>
        </Group>
      </Container>

      {menuUsed && (
        <Suspense fallback={null}>
          <MobileMenu opened={menuOpen} onClose={menu.close}>
            {/* Any link closes the drawer so the next page is not hidden behind it. */}
            <Stack component="nav" id={MOBILE_MENU_ID} aria-label={t('nav.main')} gap="md">
              {mainNav.map((item) =>
                item.route === 'services'
                  ? [
                      navLink(item, menu.close),
                      ...serviceNav.map((sub) => navLink(sub, menu.close, classes.drawerSubLink)),
                    ]
                  : navLink(item, menu.close),
              )}
              <Anchor href={pathFor('booking', language)} className={classes.navLink} onClick={menu.close}>
                {t('booking.cta')}
              </Anchor>
            </Stack>
          </MobileMenu>
        </Suspense>
      )}
    </Box>
  );
}
