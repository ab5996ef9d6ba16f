import { Badge, Card, Container, Group, Image, List, Stack, Text, Title } from '@mantine/core';
import { pathFor } from '../app/route-table';
import { PageHero } from '../components/page-hero';
import responsive from '../components/responsive.module.css';
import { SectionHeader } from '../components/section-header';
import { TextCardGrid } from '../components/text-card-grid';
import { attorneyPage, attorneyPhotoAlt } from '../content/attorney';
import { largestVariant, objectPosition, PHOTO_FRAMES, webpSrcSet } from '../content/site-content';
import { useAttorney } from '../content/site-content-context';
import { useI18n } from '../i18n';
import classes from './attorneys-page.module.css';

function TagGroup({ heading, items, color }: { heading: string; items: string[]; color: string }) {
  return (
    <div>
      <Title order={3} fz="md" c="navy.9" mb="xs">
        {heading}
      </Title>
      <Group gap="xs">
        {items.map((item) => (
          <Badge key={item} variant="light" color={color} c={`${color}.9`} size="lg" radius="sm" tt="none">
            {item}
          </Badge>
        ))}
      </Group>
    </div>
  );
}

export function AttorneysPage() {
  const { language, t } = useI18n();
  const attorney = useAttorney();
  const profile = attorney.profile[language];
  const copy = attorneyPage.copy[language];
  const { photo } = attorney;
  // A photo of any shape fills the portrait frame, its focus kept in view (the frame sets the size: no shift).
  const frame = PHOTO_FRAMES.attorney;
  return (
    <>
      <PageHero
        title={t('attorneys.title')}
        lead={copy.heroLead}
        breadcrumbs={{
          label: t('breadcrumb.label'),
          items: [{ label: t('nav.home'), to: pathFor('home', language) }, { label: t('attorneys.title') }],
        }}
      />
      <Container size="lg" className={responsive.bandY}>
        <div className={`${responsive.split} ${classes.profile}`}>
          <div className={responsive.span4}>
            <Image
              src={photo ? largestVariant(photo, 'image/webp')?.url : attorneyPage.illustration.src}
              srcSet={photo ? webpSrcSet(photo) : undefined}
              sizes={photo ? '(min-width: 62em) 420px, 100vw' : undefined}
              width={frame.width}
              height={frame.height}
              alt={attorneyPhotoAlt(attorney.name)[language]}
              radius="lg"
              style={{
                width: '100%',
                height: 'auto',
                maxWidth: 420,
                aspectRatio: `${frame.width} / ${frame.height}`,
                objectFit: 'cover',
                objectPosition: objectPosition(attorney.photoFocus),
              }}
            />
          </div>
          <div className={responsive.span8}>
            <Stack gap="lg">
              <div>
                <Title order={2} className={classes.name} c="navy.9">
                  {attorney.name}
                </Title>
                <Text fw={600} c="navy.7" fz="lg">
                  {profile.title}
                </Text>
                <Text c="gray.7" mt={4}>
                  {profile.experience}
                </Text>
              </div>
              <Text fz="lg">{profile.summary}</Text>
              <div className={responsive.cols2}>
                <Card withBorder radius="md" padding="lg">
                  <Title order={3} fz="md" c="navy.9" mb="xs">
                    {copy.education}
                  </Title>
                  <List spacing={6} fz="sm">
                    <List.Item>{profile.education.degree}</List.Item>
                    <List.Item>{profile.education.specialization}</List.Item>
                    {profile.education.diplomas.map((diploma) => (
                      <List.Item key={diploma}>{diploma}</List.Item>
                    ))}
                  </List>
                </Card>
                <Card withBorder radius="md" padding="lg">
                  <Title order={3} fz="md" c="navy.9" mb="xs">
                    {copy.experience}
                  </Title>
                  <List spacing={6} fz="sm">
                    {profile.experienceDetail.map((item) => (
                      <List.Item key={item}>{item}</List.Item>
                    ))}
                  </List>
                </Card>
              </div>
              <TagGroup heading={copy.expertise} items={profile.expertise} color="navy" />
              <TagGroup heading={copy.skills} items={profile.skills} color="teal" />
            </Stack>
          </div>
        </div>
      </Container>
      <Container size="lg" className={classes.values}>
        <SectionHeader title={copy.values} />
        <TextCardGrid items={attorneyPage.values[language]} cols="cols3" />
      </Container>
    </>
  );
}
