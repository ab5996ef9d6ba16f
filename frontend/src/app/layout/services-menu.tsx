import { Anchor, Paper } from '@mantine/core';
import { useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { ChevronDownIcon } from '../../components/icons';
import { useI18n } from '../../i18n/use-language';
import { pathFor } from '../route-table';
import { serviceNav } from './nav-items';
import classes from './site-header.module.css';

/**
 * "Services" in the desktop navigation: the link goes to the overview, and the six service pages drop
 * down on hover and on keyboard focus (a disclosure of links, not an ARIA menu: these are plain navigation).
 */
export function ServicesMenu() {
  const { language, t } = useI18n();
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLAnchorElement>(null);
  const dropdownId = useId();

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && open) {
      setOpen(false);
      trigger.current?.focus();
    } else if (event.key === 'ArrowDown' && !open) {
      // Reopens the list after Escape without leaving the trigger.
      event.preventDefault();
      setOpen(true);
    }
  };

  return (
    <div
      className={classes.servicesMenu}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onFocus={() => setOpen(true)}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    >
      <Anchor
        ref={trigger}
        component={NavLink}
        to={pathFor('services', language)}
        className={classes.navLink}
        aria-expanded={open}
        aria-controls={dropdownId}
        onClick={() => setOpen(false)}
      >
        {t('nav.services')}
        <ChevronDownIcon size={14} className={classes.chevron} />
      </Anchor>
      <div id={dropdownId} className={classes.dropdown} data-open={open || undefined}>
        <Paper shadow="md" withBorder p="xs" radius="md">
          {serviceNav.map((item) => (
            <Anchor
              key={item.route}
              component={Link}
              to={pathFor(item.route, language)}
              className={classes.dropdownLink}
              onClick={() => setOpen(false)}
            >
              {t(item.label)}
            </Anchor>
          ))}
        </Paper>
      </div>
    </div>
  );
}
