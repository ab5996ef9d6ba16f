import { Anchor, Card, Container, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { pathFor } from '../app/route-table';
import { LinkButton } from '../components/link-button';
import { ChatButton } from '../components/chat-button';
import { HoursTable } from '../components/hours-table';
import { ChatIcon } from '../components/icons';
import { PageHero } from '../components/page-hero';
import responsive from '../components/responsive.module.css';
import { telHref } from '../content/firm-facts';
import { hoursTable } from '@abogados/shared';
import { useChatUrl, useFirm, useOfficeHours } from '../content/site-content-context';
import { useI18n } from '../i18n';
import classes from './contact-page.module.css';

function InfoCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={2} fz="lg" c="navy.9" mb="xs">
        {title}
      </Title>
      {children}
    </Card>
  );
}

/** Office, phone, chat, email and hours. No form here (SPEC §2): the form lives on home and service pages. */
export function ContactPage() {
  const { language, t } = useI18n();
  const firm = useFirm();
  const { address } = firm;
  const hours = hoursTable(useOfficeHours().office, language);
  const chatHref = useChatUrl();
  return (
    <>
      <PageHero
        title={t('contact.title')}
        lead={t('contact.body')}
        breadcrumbs={{
          label: t('breadcrumb.label'),
          items: [{ label: t('nav.home'), to: pathFor('home', language) }, { label: t('contact.title') }],
        }}
        actions={
          <div>
            <ChatButton trackLabel="contact_page" size="md">
              {t('chat.label')}
            </ChatButton>
          </div>
        }
      />
      <Container size="lg" className={responsive.bandY}>
        <div className={responsive.cols2Md}>
          <div>
            <Stack gap="lg">
              <InfoCard title={t('contact.office')}>
                <Text component="address" fs="normal">
                  {address.street}
                  <br />
                  {address.city}, {address.region} {address.postalCode}
                  <br />
                  Colombia
                </Text>
              </InfoCard>
              <InfoCard title={t('contact.reach')}>
                <Stack gap={6}>
                  <Text>
                    {t('footer.phone')}: <Anchor href={telHref(firm.phone)}>{firm.phone}</Anchor>
                  </Text>
                  <Text>
                    {t('footer.whatsapp')}:{' '}
                    <Anchor href={chatHref} target="_blank" rel="noopener noreferrer">
                      {firm.whatsapp}
                    </Anchor>
                  </Text>
                  <Text>
                    {t('footer.email')}: <Anchor href={`mailto:${firm.email}`}>{firm.email}</Anchor>
                  </Text>
                </Stack>
              </InfoCard>
              <InfoCard title={t('booking.contactTitle')}>
                <Stack gap="sm" align="flex-start">
                  <Text>{t('booking.contactText')}</Text>
                  <LinkButton to={pathFor('booking', language)} reloadDocument tone="navy">
                    {t('booking.cta')}
                  </LinkButton>
                </Stack>
              </InfoCard>
              <InfoCard title={t('contact.hours')}>
                <HoursTable rows={hours} />
              </InfoCard>
            </Stack>
          </div>
          <div>
            <Stack gap="lg">
              <Card
                withBorder
                radius="md"
                padding="xl"
                bg="navy.0"
                mih={260}
                style={{ display: 'grid', placeItems: 'center' }}
              >
                <Text ta="center" c="navy.9" fw={500} maw={320}>
                  {t('contact.mapPlaceholder')}
                </Text>
              </Card>
              <Card radius="md" padding="lg" bg="teal.0">
                <Stack gap="xs">
                  <ThemeIcon size="lg" className={classes.chatIcon} aria-hidden>
                    <ChatIcon size={18} />
                  </ThemeIcon>
                  <Title order={2} fz="lg" c="navy.9">
                    {t('contact.emergencyTitle')}
                  </Title>
                  <Text c="gray.8">{t('contact.emergencyText')}</Text>
                </Stack>
              </Card>
            </Stack>
          </div>
        </div>
      </Container>
    </>
  );
}
