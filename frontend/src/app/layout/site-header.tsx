import { ActionIcon, Anchor, Box, Burger, Button, Container, Drawer, Group, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { ChatIcon, GlobeIcon } from '../../components/icons';
import { firm, whatsappUrl } from '../../content/firm';
import { useI18n } from '../../i18n/use-language';
import { track } from '../../lib/analytics';
import { counterpartPath, pathFor } from '../route-table';
import { mainNav, serviceNav, type NavItem } from './nav-items';
import { ServicesMenu } from './services-menu';
import { BrandLink } from './brand-link';
import classes from './site-header.module.css';

export function SiteHeader() {
  const { language, t } = useI18n();
  const { pathname } = useLocation();
  const [menuOpen, menu] = useDisclosure(false);
  const otherLanguage = language === 'es' ? 'en' : 'es';
  const chatHref = whatsappUrl(t('chat.greeting'));
  const chatLink = {
    component: 'a' as const,
    href: chatHref,
    target: '_blank',
    rel: 'noopener noreferrer',
    color: 'teal.8',
    onClick: () => track('whatsapp_click', { category: 'contact', label: 'header_cta' }),
  };

  const navLink = (item: NavItem, onClick?: () => void, className = classes.navLink) => (
    <Anchor
      key={item.route}
      component={NavLink}
      to={pathFor(item.route, language)}
      end={item.route === 'home'}
      className={className}
      onClick={onClick}
    >
      {t(item.label)}
    </Anchor>
  );

  const languageToggle = (
    <Button
      component={Link}
      to={counterpartPath(pathname, otherLanguage)}
      variant="default"
      size="sm"
      leftSection={<GlobeIcon size={16} />}
      classNames={{ section: classes.toggleIcon }}
      aria-label={t('lang.toggleLabel')}
      lang={otherLanguage}
      onClick={menu.close}
    >
      {t('lang.toggleShort')}
    </Button>
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
            {/* Full label on wide screens, short label on medium ones, icon only on phones. */}
            <Button {...chatLink} leftSection={<ChatIcon size={18} />} visibleFrom="lg">
              {t('chat.label')}
            </Button>
            <Button {...chatLink} leftSection={<ChatIcon size={18} />} visibleFrom="sm" hiddenFrom="lg">
              {t('chat.short')}
            </Button>
            <ActionIcon {...chatLink} size="lg" aria-label={t('chat.label')} hiddenFrom="sm">
              <ChatIcon size={18} />
            </ActionIcon>
            {languageToggle}
            <Burger
              opened={menuOpen}
              onClick={menu.toggle}
              hiddenFrom="md"
              size="sm"
              aria-label={t('nav.menu')}
            />
          </Group>
        </Group>
      </Container>

      <Drawer
        opened={menuOpen}
        onClose={menu.close}
        position="right"
        size="xs"
        title={firm.name}
        hiddenFrom="md"
      >
        {/* Any link closes the drawer so the next page is not hidden behind it. */}
        <Stack component="nav" aria-label={t('nav.main')} gap="md">
          {mainNav.map((item) =>
            item.route === 'services'
              ? [
                  navLink(item, menu.close),
                  ...serviceNav.map((sub) => navLink(sub, menu.close, classes.drawerSubLink)),
                ]
              : navLink(item, menu.close),
          )}
        </Stack>
      </Drawer>
    </Box>
  );
}
