import { Burger, UnstyledButton } from '@mantine/core';
import type { CSSProperties } from 'react';

interface MenuButtonProps {
  opened: boolean;
  label: string;
  onClick: () => void;
  className?: string;
  /** The id of the menu it opens, while that menu is on the page. */
  controls?: string;
}

/**
 * Mantine's Burger (size sm) with its lines drawn in a <span>: Burger draws them in a <div>, and a
 * <button> may hold phrasing content only. Burger's own classes keep the look and the animation.
 */
export function MenuButton({ opened, label, onClick, className, controls }: MenuButtonProps) {
  return (
    <UnstyledButton
      className={`${Burger.classes.root} ${className ?? ''}`}
      style={{ '--burger-size': 'var(--burger-size-sm)' } as CSSProperties}
      aria-label={label}
      aria-expanded={opened}
      aria-controls={controls}
      onClick={onClick}
    >
      <span className={Burger.classes.burger} data-reduce-motion data-opened={opened || undefined} />
    </UnstyledButton>
  );
}
