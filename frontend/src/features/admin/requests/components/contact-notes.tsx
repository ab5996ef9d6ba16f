import { Group, Stack, Text, Textarea, VisuallyHidden } from '@mantine/core';
import { useRef, useState, type FormEvent } from 'react';
import type { ContactId, ContactNote } from '../../../../lib/api/endpoints';
import { useStaffI18n } from '../../shared/i18n/use-staff-i18n';
import { useAddNote } from '../api/add-note';
import { NOTE_MAX_CHARS, noteError, noteLength } from '../utils/note-rules';
import classes from '../../shared/components/admin.module.css';
import { SubmissionTime } from '../../shared/components/submission-time';
import { DetailSection } from './detail-sections';
import { PendingButton } from '../../shared/components/pending-button';

function NoteItem({ note }: { note: ContactNote }) {
  const copy = useStaffI18n().copy.notes;
  return (
    <li className={classes.note} data-note-id={note.id}>
      <Text fz="sm" c="gray.7" mb={4}>
        <SubmissionTime iso={note.createdAt} /> · {copy.by(note.author)}
      </Text>
      <p className={classes.noteBody} data-note-body>
        {note.body}
      </p>
    </li>
  );
}

/** Internal notes: the field to add one first (beside the request's actions), then the notes, oldest first. */
export function ContactNotes({ contactId, notes }: { contactId: ContactId; notes: readonly ContactNote[] }) {
  const add = useAddNote(contactId);
  const { copy: adminCopy } = useStaffI18n();
  const copy = adminCopy.notes;
  const [draft, setDraft] = useState('');
  // The rule is checked on submit, then on every change until the note is sent.
  const [checked, setChecked] = useState(false);
  const field = useRef<HTMLTextAreaElement>(null);
  // For screen readers: the note appears in the list, which they would not otherwise hear.
  const [announcement, setAnnouncement] = useState('');
  const error = checked ? noteError(draft, adminCopy) : null;
  const used = noteLength(draft);

  function submit(event: FormEvent) {
    event.preventDefault();
    setChecked(true);
    if (noteError(draft, adminCopy)) {
      // Back to the field, where the message now is.
      field.current?.focus();
      return;
    }
    if (add.isPending) return;
    setAnnouncement('');
    add.mutate(draft.trim(), {
      onSuccess: () => {
        setDraft('');
        setChecked(false);
        setAnnouncement(copy.added);
      },
    });
  }

  return (
    <DetailSection title={copy.title} id="detalle-notas">
      <Text c="gray.7" fz="sm">
        {copy.hint}
      </Text>
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
      <form onSubmit={submit} noValidate>
        <Stack gap="xs">
          <Textarea
            ref={field}
            label={copy.label}
            placeholder={copy.placeholder}
            value={draft}
            onChange={(event) => setDraft(event.currentTarget.value)}
            autosize
            minRows={3}
            maxRows={10}
            error={error}
            description={copy.count(used, NOTE_MAX_CHARS)}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            // Mantine's dimmed grey gives the count 3.3:1 on white; gray.7 gives 8:1 (WCAG AA).
            styles={{ description: { color: 'var(--mantine-color-gray-7)' } }}
          />
          <Group justify="flex-end">
            <PendingButton
              type="submit"
              pending={add.isPending}
              label={copy.add}
              pendingLabel={copy.adding}
            />
          </Group>
        </Stack>
      </form>
      {notes.length === 0 ? (
        <Text>{copy.empty}</Text>
      ) : (
        <ol className={classes.plainList} aria-label={copy.title}>
          {notes.map((note) => (
            <NoteItem key={note.id} note={note} />
          ))}
        </ol>
      )}
    </DetailSection>
  );
}
