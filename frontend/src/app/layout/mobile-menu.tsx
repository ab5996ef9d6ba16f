import { Drawer } from '@mantine/core';
import type { ReactNode } from 'react';
import { useFirm } from '../../content/site-content-context';

/**
 * The phone menu's drawer. Its code (drawer, overlay, focus trap, scroll lock) is loaded the first
 * time the menu is opened, not with every page.
 */
export function MobileMenu({
  opened,
  onClose,
  children,
}: {
  opened: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="xs"
      title={useFirm().name}
      hiddenFrom="md"
    >
      {children}
    </Drawer>
  );
}
