import { Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { attorneyPage } from '../../../../content/attorney';
import { FIRM_IMAGE } from '../../../seo/structured-data';
import { describeApiError } from '../../shared/utils/api-error';
import { RetryButton, StatusText, TabIntro } from '../../shared/components/admin-state';
import { useStaffI18n } from '../../shared/i18n/use-staff-i18n';
import { AttorneyForm } from './attorney-form';
import { BeforeLaunchList } from './before-launch-list';
import { ControllerForm } from './controller-form';
import { FirmForm } from './firm-form';
import { HoursForm } from './hours-form';
import { ImageLibrary } from './image-library';
import { PhotoCard } from './photo-card';
import { useAdminSite } from '../api/get-site';

/**
 * The Site tab: what is still a placeholder, then the firm, the data controller, the attorney and the
 * photos, each saved on its own, and the uploaded images (which can be deleted once nothing uses them). A form starts again from the server's content whenever its section
 * changes there (a save, or a reload after someone else's change); the others keep what is being typed.
 */
export function SiteTab() {
  const { copy } = useStaffI18n();
  const t = copy.site;
  const site = useAdminSite();

  if (site.isError && !site.data) {
    return (
      <Stack gap="md" align="flex-start">
        <StatusText>{describeApiError(site.error, copy)}</StatusText>
        <RetryButton label={copy.retry} onRetry={() => void site.refetch()} />
      </Stack>
    );
  }
  if (!site.data) {
    return (
      <Stack align="center" gap="sm" role="status" py="xl">
        <Loader color="navy.7" aria-hidden />
        <Text>{t.loading}</Text>
      </Stack>
    );
  }
  const { content } = site.data;
  return (
    <Stack gap="lg" data-site-version={content.version}>
      <TabIntro title={t.title}>{t.intro}</TabIntro>
      <BeforeLaunchList site={site.data} />
      <FirmForm key={JSON.stringify(content.firm)} firm={content.firm} version={content.version} />
      <HoursForm key={JSON.stringify(content.hours)} hours={content.hours} version={content.version} />
      <ControllerForm
        key={JSON.stringify(content.controller)}
        controller={content.controller}
        version={content.version}
      />
      <AttorneyForm
        key={JSON.stringify([content.attorney.name, content.attorney.profile])}
        attorney={content.attorney}
        version={content.version}
      />
      <section aria-labelledby="site-photos-title">
        <Title order={3} fz="xl" id="site-photos-title" mb="sm">
          {t.photos.title}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <PhotoCard
            slot="attorney"
            label={t.photos.attorney}
            photo={content.attorney.photo}
            focus={content.attorney.photoFocus}
            illustration={attorneyPage.illustration.src}
          />
          <PhotoCard
            slot="hero"
            label={t.photos.hero}
            photo={content.hero.photo}
            focus={content.hero.photoFocus}
            illustration={FIRM_IMAGE.src}
          />
        </SimpleGrid>
      </section>
      <ImageLibrary />
    </Stack>
  );
}
