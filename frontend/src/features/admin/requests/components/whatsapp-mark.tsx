import { Switch, Text } from '@mantine/core';
import type { ContactSubmission } from '../../../../lib/api/endpoints';
import { useStaffI18n } from '../../shared/i18n/use-staff-i18n';
import { useMarkWhatsapp } from '../api/mark-whatsapp';
import { whatsappByRule, whatsappMarkable } from '../utils/contact-links';
import classes from './whatsapp-mark.module.css';

type Request = Pick<ContactSubmission, 'id' | 'telefono' | 'whatsapp'>;

/**
 * "This number has WhatsApp", beside the phone's links in a request's details: it shows the rule's guess
 * until staff say otherwise, and saves at once. Switched to what the rule says, it goes back to the rule
 * (null), so a number is only ever marked where staff know better than the rule. None for what is not a
 * whole number: no chat link could open it.
 */
export function WhatsappMarkSwitch({ contact }: { contact: Request }) {
  const { copy } = useStaffI18n();
  const words = copy.whatsappMark;
  const save = useMarkWhatsapp(contact.id);
  if (!whatsappMarkable(contact.telefono)) return null;
  const rule = whatsappByRule(contact.telefono);
  // While saving, the switch shows what was asked for; the details hold the answer once it comes.
  const mark = save.isPending ? (save.variables ?? null) : contact.whatsapp;
  const status = save.isPending ? words.saving : save.isSuccess ? words.saved : '';
  return (
    <Switch
      className={classes.mark}
      mt={8}
      data-whatsapp-mark={String(mark)}
      checked={mark ?? rule}
      onChange={(event) => {
        if (save.isPending) return;
        const hasIt = event.currentTarget.checked;
        save.mutate(hasIt === rule ? null : hasIt);
      }}
      label={words.label}
      description={
        <>
          {mark === null ? words.byRule(rule) : words.byStaff}{' '}
          {/* A live region from the start, so screen readers announce what it comes to say; not a second
              role=status in the details, whose status is the notes'. */}
          <Text span aria-live="polite" inherit c="teal.9" fw={600} data-whatsapp-saved>
            {status}
          </Text>
        </>
      }
      color="teal.9"
      styles={{ label: { fontWeight: 600 }, description: { color: 'var(--mantine-color-gray-7)' } }}
    />
  );
}
