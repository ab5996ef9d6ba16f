import { Button, Checkbox, Fieldset, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { dayName, MAX_SPANS_PER_DAY, type WeekHours } from '@abogados/shared';
import { useStaffI18n } from '../i18n/use-staff-i18n';
import { errorAt, fieldId, type FieldErrors } from '../utils/form-fields';
import { TimeField } from './time-field';

/** What the editor says about a week's hours (the office's, or the hours a consultation can be booked in). */
export interface WeekWords {
  open: string;
  opens: string;
  closes: string;
  span: (day: string, index: number) => string;
  addSpan: (day: string) => string;
  removeSpan: (day: string, index: number) => string;
}

type Spans = WeekHours[number]['spans'];

/**
 * A week edited day by day, Monday first: each day closed or open, in up to MAX_SPANS_PER_DAY spans. The
 * server's messages sit at the day ("office.2.spans"), at a span ("week.2.spans.0") or at one of its times,
 * by the paths it names them with: `path` is where the week is in the section ("office", "week").
 */
export function WeekEditor({
  section,
  path,
  week,
  words,
  errors,
  onEdit,
}: {
  /** The form's section, first part of each field's id ("hours", "booking"). */
  section: string;
  path: string;
  week: WeekHours;
  words: WeekWords;
  errors: FieldErrors;
  /** Changes a copy of the week (the form's draft). */
  onEdit: (change: (week: WeekHours) => void) => void;
}) {
  const { locale } = useStaffI18n();
  const day = (name: WeekHours[number]['day']) => {
    const text = dayName(name, locale);
    return text.charAt(0).toUpperCase() + text.slice(1);
  };

  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xs">
      {week.map((entry, index) => {
        const base = `${path}.${index}.spans`;
        const set = (change: (spans: Spans) => void) => onEdit((next) => change(next[index].spans));
        const dayError = errorAt(errors, base);
        const dayErrorId = `${fieldId(`${section}.${base}`)}-error`;
        return (
          <Fieldset
            key={entry.day}
            legend={day(entry.day)}
            variant="default"
            p="xs"
            miw={0}
            id={fieldId(`${section}.${base}`)}
            aria-describedby={dayError ? dayErrorId : undefined}
          >
            <Stack gap="xs">
              <Checkbox
                label={words.open}
                checked={entry.spans.length > 0}
                onChange={(event) => {
                  const open = event.currentTarget.checked;
                  set(
                    (spans) =>
                      void spans.splice(
                        0,
                        spans.length,
                        ...(open ? [{ opens: '08:00', closes: '18:00' }] : []),
                      ),
                  );
                }}
              />
              {entry.spans.map((span, spanIndex) => (
                <Group key={spanIndex} gap="sm" align="flex-end" wrap="wrap">
                  {(['opens', 'closes'] as const).map((end) => (
                    <TimeField
                      key={end}
                      id={fieldId(`${section}.${base}.${spanIndex}.${end}`)}
                      w={{ base: '100%', xs: 200 }}
                      label={`${words[end]} (${words.span(day(entry.day), spanIndex)})`}
                      value={span[end]}
                      onChange={(value) => set((spans) => void (spans[spanIndex][end] = value))}
                      // A refusal of the whole span (it overlaps the one before) marks its opening.
                      error={
                        errorAt(errors, `${base}.${spanIndex}.${end}`) ??
                        (end === 'opens' ? errorAt(errors, `${base}.${spanIndex}`) : undefined)
                      }
                    />
                  ))}
                  {spanIndex > 0 && (
                    <Button
                      variant="subtle"
                      color="red.8"
                      onClick={() => set((spans) => void spans.splice(spanIndex, 1))}
                    >
                      {words.removeSpan(day(entry.day), spanIndex)}
                    </Button>
                  )}
                </Group>
              ))}
              {dayError && <MessageText id={dayErrorId}>{dayError}</MessageText>}
              {entry.spans.length > 0 && entry.spans.length < MAX_SPANS_PER_DAY && (
                <Group>
                  <Button
                    variant="outline"
                    size="xs"
                    onClick={() =>
                      set((spans) => {
                        const last = spans[spans.length - 1];
                        spans.push({
                          opens: last.closes === '24:00' ? '23:00' : last.closes,
                          closes: '24:00',
                        });
                      })
                    }
                  >
                    {words.addSpan(day(entry.day))}
                  </Button>
                </Group>
              )}
            </Stack>
          </Fieldset>
        );
      })}
    </SimpleGrid>
  );
}

/** A message of the server's about a group of fields, in the red the panel's field errors use. */
export function MessageText({ id, children }: { id: string; children: string }) {
  return (
    <Text c="red.8" fz="sm" id={id}>
      {children}
    </Text>
  );
}
