import { Button, Group } from '@mantine/core';
import { useChooseLocale } from '../api/update-staff-locale';
import { STAFF_LOCALES } from '../../shared/i18n/staff-locale';
import { useStaffI18n } from '../../shared/i18n/use-staff-i18n';

/** "Español" / "English", each in its own language; the one in use is pressed. */
export function LanguageSwitch() {
  const { locale, copy } = useStaffI18n();
  const choose = useChooseLocale();
  return (
    <Group gap={4} role="group" aria-label={copy.language.label} data-language-switch>
      {STAFF_LOCALES.map((option) => (
        <Button
          key={option}
          lang={option}
          variant={option === locale ? 'filled' : 'default'}
          aria-pressed={option === locale}
          onClick={() => {
            if (option !== locale) choose.mutate(option);
          }}
        >
          {copy.language.names[option]}
        </Button>
      ))}
    </Group>
  );
}
