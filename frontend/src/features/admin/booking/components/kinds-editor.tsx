import {
  Button,
  Fieldset,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { BOOKING_LIMITS, MEETING_PLACES, type MeetingKind, type MeetingPlace } from '@abogados/shared';
import { MessageText } from '../../shared/components/week-editor';
import { useStaffI18n } from '../../shared/i18n/use-staff-i18n';
import { errorAt, fieldId, type FieldErrors } from '../../shared/utils/form-fields';
import { NumberField, READABLE } from './number-field';

/** A kind added in the panel: its id comes from its Spanish name when it is saved (utils/kind-ids). */
const NEW_KIND: MeetingKind = {
  id: '',
  name: { es: '', en: '' },
  minutes: 30,
  place: 'office',
  videoUrl: null,
  active: true,
};

/**
 * The kinds of meeting visitors choose from, each named in both languages, with its length, its place (a
 * video meeting with the firm's link) and whether it is offered now; up to BOOKING_LIMITS.maxKinds.
 */
export function KindsEditor({
  kinds,
  errors,
  onEdit,
}: {
  kinds: MeetingKind[];
  errors: FieldErrors;
  onEdit: (change: (kinds: MeetingKind[]) => void) => void;
}) {
  const { copy } = useStaffI18n();
  const t = copy.booking;
  const listError = errorAt(errors, 'kinds');
  const listErrorId = `${fieldId('booking.kinds')}-error`;
  const set = (index: number, change: (kind: MeetingKind) => void) => onEdit((next) => change(next[index]));
  return (
    <Fieldset
      legend={t.kinds}
      variant="unstyled"
      miw={0}
      id={fieldId('booking.kinds')}
      aria-describedby={listError ? listErrorId : undefined}
    >
      <Stack gap="sm">
        <Text c="gray.7" fz="sm">
          {t.kindsHelp(BOOKING_LIMITS.maxKinds)}
        </Text>
        {kinds.map((kind, index) => {
          const at = `kinds.${index}`;
          const title = kind.name.es.trim() || t.kind(index);
          return (
            <Fieldset key={index} legend={title} variant="filled" p={{ base: 'xs', sm: 'md' }} miw={0}>
              <Stack gap="sm">
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                  {(['es', 'en'] as const).map((language) => (
                    <TextInput
                      key={language}
                      id={fieldId(`booking.${at}.name.${language}`)}
                      label={language === 'es' ? t.nameEs : t.nameEn}
                      lang={language}
                      maxLength={BOOKING_LIMITS.kindNameMax}
                      value={kind.name[language]}
                      onChange={(event) => {
                        const value = event.currentTarget.value;
                        set(index, (next) => void (next.name[language] = value));
                      }}
                      // The id comes from the Spanish name: a problem with it is one of that name's.
                      error={
                        errorAt(errors, `${at}.name.${language}`) ??
                        (language === 'es'
                          ? (errorAt(errors, `${at}.id`) ?? errorAt(errors, `${at}.name`))
                          : undefined)
                      }
                      styles={READABLE}
                    />
                  ))}
                  <NumberField
                    path={`${at}.minutes`}
                    label={t.minutes}
                    value={kind.minutes}
                    min={BOOKING_LIMITS.minMeetingMinutes}
                    max={BOOKING_LIMITS.maxMeetingMinutes}
                    errors={errors}
                    onChange={(minutes) => set(index, (next) => void (next.minutes = minutes))}
                  />
                  <NativeSelect
                    id={fieldId(`booking.${at}.place`)}
                    label={t.place}
                    value={kind.place}
                    data={MEETING_PLACES.map((place) => ({ value: place, label: t.places[place] }))}
                    onChange={(event) => {
                      const place = event.currentTarget.value as MeetingPlace;
                      set(index, (next) => {
                        next.place = place;
                        if (place !== 'video') next.videoUrl = null;
                      });
                    }}
                    error={errorAt(errors, `${at}.place`)}
                  />
                </SimpleGrid>
                {kind.place === 'video' && (
                  <TextInput
                    id={fieldId(`booking.${at}.videoUrl`)}
                    type="url"
                    label={t.videoUrl}
                    description={t.videoUrlHelp}
                    maxLength={BOOKING_LIMITS.videoUrlMax}
                    value={kind.videoUrl ?? ''}
                    onChange={(event) => {
                      const value = event.currentTarget.value;
                      set(index, (next) => void (next.videoUrl = value === '' ? null : value));
                    }}
                    error={errorAt(errors, `${at}.videoUrl`)}
                    styles={READABLE}
                  />
                )}
                <Group justify="space-between" gap="sm">
                  <Switch
                    id={fieldId(`booking.${at}.active`)}
                    label={t.active}
                    checked={kind.active}
                    onChange={(event) => {
                      const active = event.currentTarget.checked;
                      set(index, (next) => void (next.active = active));
                    }}
                    error={errorAt(errors, `${at}.active`)}
                  />
                  <Button
                    variant="subtle"
                    color="red.8"
                    onClick={() => onEdit((next) => void next.splice(index, 1))}
                  >
                    {t.removeKind(title)}
                  </Button>
                </Group>
              </Stack>
            </Fieldset>
          );
        })}
        {listError && <MessageText id={listErrorId}>{listError}</MessageText>}
        <Group>
          <Button
            variant="outline"
            disabled={kinds.length >= BOOKING_LIMITS.maxKinds}
            onClick={() => onEdit((next) => void next.push(structuredClone(NEW_KIND)))}
          >
            {t.addKind}
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}
