import { Anchor, Box, Container, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { SocialIcon } from '../../components/social-icon';
import { firmProfile } from '../../content/firm';
import { SOCIAL_NETWORK_NAMES, telHref } from '../../content/firm-facts';
import { attentionHours, hoursLine } from '@abogados/shared';
import { useChatUrl, useFirm, useOfficeHours } from '../../content/site-content-context';
import { useI18n } from '../../i18n/use-language';
import responsive from '../../components/responsive.module.css';
import { pathFor } from '../route-table';
import { footerCompany, serviceNav, type NavItem } from './nav-items';
import classes from './site-footer.module.css';
import { loadsFromServer } from '../../content/blog-links';

// SPEC §2 fixes the footer's copyright year.
const COPYRIGHT_YEAR = 2025;

export function SiteFooter() {
  const { language, t } = useI18n();
  const firm = useFirm();
  const hours = useOfficeHours();
  const { address } = firm;
  const chatHref = useChatUrl();

  const linkList = (heading: string, items: readonly NavItem[]) => (
    <Stack gap="xs">
      <Title order={2} className={classes.heading}>
        {heading}
      </Title>
      {items.map((item) => (
        <Anchor
          key={item.route}
          component={Link}
          to={pathFor(item.route, language)}
          reloadDocument={loadsFromServer(pathFor(item.route, language))}
          className={classes.link}
        >
          {t(item.label)}
        </Anchor>
      ))}
    </Stack>
  );

  return (
    <Box component="footer" className={classes.footer}>
      <Container size="lg" py={48}>
        <div className={`${responsive.cols2to4} ${classes.columns}`}>
          <Stack gap="xs">
            <Text className={classes.brand}>{firm.name}</Text>
            <Text size="sm" className={classes.muted}>
              {firmProfile.tagline[language]}
            </Text>
            {firm.social.length > 0 && (
              <Group
                gap="xs"
                mt="sm"
                component="ul"
                className={classes.social}
                aria-label={t('footer.social')}
              >
                {firm.social.map(({ network, url }) => (
                  <li key={network}>
                    <Anchor
                      href={url}
                      className={classes.socialLink}
                      aria-label={SOCIAL_NETWORK_NAMES[network]}
                    >
                      <SocialIcon network={network} size={18} />
                    </Anchor>
                  </li>
                ))}
              </Group>
            )}
          </Stack>

          {/* The heading stays outside <address>, which may hold no headings. */}
          <Stack gap={6}>
            <Title order={2} className={classes.heading}>
              {t('nav.contact')}
            </Title>
            <Stack gap={6} component="address" className={classes.address}>
              <Text size="sm" className={classes.muted}>
                {address.street}, {address.city}, {address.region} {address.postalCode}
              </Text>
              <Text size="sm" className={classes.muted}>
                {t('footer.phone')}:{' '}
                <Anchor href={telHref(firm.phone)} className={classes.link}>
                  {firm.phone}
                </Anchor>
              </Text>
              <Text size="sm" className={classes.muted}>
                {t('footer.whatsapp')}:{' '}
                <Anchor href={chatHref} target="_blank" rel="noopener noreferrer" className={classes.link}>
                  {firm.whatsapp}
                </Anchor>
              </Text>
              <Text size="sm" className={classes.muted}>
                {t('footer.email')}:{' '}
                <Anchor href={`mailto:${firm.email}`} className={classes.link}>
                  {firm.email}
                </Anchor>
              </Text>
              <Text size="sm" className={classes.muted}>
                {t('footer.hours')}: {hoursLine(attentionHours(hours), language)}
              </Text>
            </Stack>
          </Stack>

          {linkList(t('footer.services'), serviceNav)}
          {linkList(t('footer.company'), footerCompany)}
        </div>

        <Divider my="xl" color="navy.7" />
        <Text size="sm" className={classes.muted}>
          © {COPYRIGHT_YEAR} {firm.name}. {t('footer.rights')}
        </Text>
      </Container>
    </Box>
  );
}
