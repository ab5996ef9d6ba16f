import { Drawer, Loader, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { ContactDetail } from '../../../../lib/api/endpoints';
import { useStaffI18n } from '../../shared/i18n/use-staff-i18n';
import { describeApiError, httpStatusOf } from '../../shared/utils/api-error';
import { useDeleteRequest } from '../api/delete-request';
import { useRequest } from '../api/get-request';
import { ConfirmModal } from '../../shared/components/confirm-modal';
import { ContactDetailBody } from './contact-detail-body';

function DrawerMessage({ loading, children }: { loading?: boolean; children: string }) {
  return (
    <Stack align="center" gap="md" py="xl" role={loading ? 'status' : undefined}>
      {loading && <Loader color="navy.7" aria-hidden />}
      <Text c="gray.7" ta="center">
        {children}
      </Text>
    </Stack>
  );
}

function DeleteDialog({
  contact,
  opened,
  onCancel,
  onDeleted,
}: {
  contact: ContactDetail | undefined;
  opened: boolean;
  onCancel: () => void;
  onDeleted: () => void;
}) {
  const remove = useDeleteRequest(onDeleted);
  const { copy: adminCopy } = useStaffI18n();
  return (
    <ConfirmModal
      opened={opened && contact !== undefined}
      title={adminCopy.deleteDialog.title}
      confirmLabel={adminCopy.deleteDialog.confirm}
      pendingLabel={adminCopy.deleteDialog.pending}
      pending={remove.isPending}
      onConfirm={() => contact && remove.mutate(contact)}
      onCancel={onCancel}
    >
      {contact ? adminCopy.deleteDialog.message(contact.nombre) : ''}
    </ConfirmModal>
  );
}

/**
 * One request's details, opened by ?contact=<id> (a card's Details link or the staff email's link), so
 * the open request survives a reload and can be shared.
 */
export function ContactDetailDrawer({
  contactId,
  onClose,
}: {
  contactId: number | null;
  onClose: () => void;
}) {
  // The last request opened, kept while the drawer closes so its content does not blink to a loader.
  const [shownId, setShownId] = useState(contactId);
  if (contactId !== null && contactId !== shownId) setShownId(contactId);
  const detail = useRequest(shownId, contactId !== null);
  const [confirming, setConfirming] = useState(false);
  const contact = detail.data;
  const { locale, copy: adminCopy } = useStaffI18n();
  const copy = adminCopy.detail;

  let body;
  if (detail.isPending) body = <DrawerMessage loading>{copy.loading}</DrawerMessage>;
  else if (detail.error)
    body = (
      <DrawerMessage>
        {httpStatusOf(detail.error) === 404 ? copy.notFound : describeApiError(detail.error, adminCopy)}
      </DrawerMessage>
    );
  else if (contact) body = <ContactDetailBody contact={contact} onDelete={() => setConfirming(true)} />;

  const title =
    contact?.nombre ?? (detail.error && httpStatusOf(detail.error) === 404 ? copy.notFoundTitle : copy.title);

  return (
    <>
      {/* Drawer's parts rather than <Drawer>, for a header that is a <div>: its <header> made a second
          banner landmark beside the page's own. */}
      <Drawer.Root
        opened={contactId !== null}
        onClose={onClose}
        position="right"
        size="min(100%, 44rem)"
        // The delete confirmation sits on top; Escape there must close it, not this drawer.
        closeOnEscape={!confirming}
        lang={locale}
      >
        <Drawer.Overlay />
        <Drawer.Content>
          <Drawer.Header component="div">
            <Drawer.Title
              style={{ fontFamily: 'var(--mantine-font-family-headings)', fontWeight: 700, fontSize: 24 }}
            >
              {title}
            </Drawer.Title>
            <Drawer.CloseButton aria-label={adminCopy.close} />
          </Drawer.Header>
          <Drawer.Body>{body}</Drawer.Body>
        </Drawer.Content>
      </Drawer.Root>
      <DeleteDialog
        contact={contact}
        opened={confirming}
        onCancel={() => setConfirming(false)}
        onDeleted={() => {
          setConfirming(false);
          onClose();
        }}
      />
    </>
  );
}
