import { Fieldset, SimpleGrid, Stack, Text } from '@mantine/core';
import { SOCIAL_NETWORK_NAMES } from '../../../../content/firm-facts';
import type { EditableSiteContent } from '../../../../lib/api/endpoints';
import { useStaffI18n } from '../../shared/i18n/use-staff-i18n';
import { SectionForm } from '../../shared/components/section-form';
import { SiteTextInput } from './site-form';
import { useSectionForm } from '../hooks/use-section-form';

type Firm = EditableSiteContent['firm'];

/** The firm's facts: name, phone, chat number, email, address and social links, saved together (hours: HoursForm). */
export function FirmForm({ firm, version }: { firm: Firm; version: number }) {
  const { copy } = useStaffI18n();
  const t = copy.site.firm;
  const { draft, edit, field, form } = useSectionForm(
    'firm',
    t.title,
    version,
    firm,
    (site) => site.content.firm,
  );

  return (
    <SectionForm {...form}>
      <SiteTextInput
        {...field}
        path="name"
        label={t.name}
        value={draft.name}
        onChange={(value) => edit((next) => void (next.name = value))}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <SiteTextInput
          {...field}
          path="phone"
          type="tel"
          label={t.phone}
          description={t.phoneHelp}
          value={draft.phone}
          onChange={(value) => edit((next) => void (next.phone = value))}
        />
        <SiteTextInput
          {...field}
          path="whatsapp"
          type="tel"
          label={t.whatsapp}
          description={t.whatsappHelp}
          value={draft.whatsapp}
          onChange={(value) => edit((next) => void (next.whatsapp = value))}
        />
      </SimpleGrid>
      <SiteTextInput
        {...field}
        path="email"
        type="email"
        label={t.email}
        value={draft.email}
        onChange={(value) => edit((next) => void (next.email = value))}
      />
      <Fieldset legend={t.address} variant="unstyled" miw={0}>
        <Stack gap="sm">
          <SiteTextInput
            {...field}
            path="address.street"
            label={t.street}
            value={draft.address.street}
            onChange={(value) => edit((next) => void (next.address.street = value))}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <SiteTextInput
              {...field}
              path="address.city"
              label={t.city}
              value={draft.address.city}
              onChange={(value) => edit((next) => void (next.address.city = value))}
            />
            <SiteTextInput
              {...field}
              path="address.region"
              label={t.region}
              value={draft.address.region}
              onChange={(value) => edit((next) => void (next.address.region = value))}
            />
            <SiteTextInput
              {...field}
              path="address.postalCode"
              label={t.postalCode}
              value={draft.address.postalCode}
              onChange={(value) => edit((next) => void (next.address.postalCode = value))}
            />
            <SiteTextInput
              {...field}
              path="address.country"
              label={t.country}
              description={t.countryHelp}
              value={draft.address.country}
              onChange={(value) => edit((next) => void (next.address.country = value))}
            />
          </SimpleGrid>
        </Stack>
      </Fieldset>
      <Fieldset legend={t.social} variant="unstyled" miw={0}>
        <Text c="gray.7" fz="sm" mb="xs">
          {t.socialHelp}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {draft.social.map((link, index) => (
            <SiteTextInput
              key={link.network}
              {...field}
              path={`social.${index}.url`}
              type="url"
              label={SOCIAL_NETWORK_NAMES[link.network]}
              value={link.url}
              onChange={(value) => edit((next) => void (next.social[index].url = value))}
            />
          ))}
        </SimpleGrid>
      </Fieldset>
    </SectionForm>
  );
}
