import { Anchor, Box, Container, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { SocialIcon } from '../../components/icons';
import { firm, telHref, whatsappUrl } from '../../content/firm';
import { useI18n } from '../../i18n/use-language';
import responsive from '../../components/responsive.module.css';
import { pathFor } from '../route-table';
import { footerCompany, serviceNav, type NavItem } from './nav-items';
import classes from './site-footer.module.css';

// SPEC §2 fixes the footer's copyright year.
const COPYRIGHT_YEAR = 2025;

export function SiteFooter() {
  const { language, t } = useI18n();
  const { address, contact } = firm;

  const linkList = (heading: string, items: readonly NavItem[]) => (
    <Stack gap="xs">
      <Title order={2} className={classes.heading}>
        {heading}
      </Title>
      {items.map((item) => (
        <Anchor key={item.route} component={Link} to={pathFor(item.route, language)} className={classes.link}>
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
              {firm.tagline[language]}
            </Text>
            <Group gap="xs" mt="sm" component="ul" className={classes.social} aria-label={t('footer.social')}>
              {firm.social.map(({ network, href }) => (
                <li key={network}>
                  <Anchor href={href} className={classes.socialLink} aria-label={network}>
                    <SocialIcon network={network} size={18} />
                  </Anchor>
                </li>
              ))}
            </Group>
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
                <Anchor href={telHref(contact.phone)} className={classes.link}>
                  {contact.phone}
                </Anchor>
              </Text>
              <Text size="sm" className={classes.muted}>
                {t('footer.whatsapp')}:{' '}
                <Anchor
                  href={whatsappUrl(t('chat.greeting'))}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={classes.link}
                >
                  {contact.whatsapp}
                </Anchor>
              </Text>
              <Text size="sm" className={classes.muted}>
                {t('footer.email')}:{' '}
                <Anchor href={`mailto:${contact.email}`} className={classes.link}>
                  {contact.email}
                </Anchor>
              </Text>
              <Text size="sm" className={classes.muted}>
                {t('footer.hours')}: {firm.hours.footer[language]}
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
