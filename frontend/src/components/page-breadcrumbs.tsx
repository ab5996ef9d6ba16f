import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { loadsFromServer } from '../content/blog-links';

export interface Crumb {
  label: string;
  /** Omitted for the current page, which is the last crumb. */
  to?: string;
}

/** "Home / Services / Family Law": earlier crumbs link, the last one is the current page. */
export function PageBreadcrumbs({ items, label }: { items: Crumb[]; label: string }) {
  return (
    // Crumbs wrap so a long page title never pushes the page sideways on a phone.
    <Breadcrumbs
      component="nav"
      aria-label={label}
      separator="/"
      c="navy.1"
      fz="sm"
      style={{ flexWrap: 'wrap', rowGap: 4 }}
    >
      {items.map((crumb) =>
        crumb.to ? (
          <Anchor
            key={crumb.label}
            component={Link}
            to={crumb.to}
            reloadDocument={loadsFromServer(crumb.to)}
            c="white"
            fz="sm"
            underline="always"
          >
            {crumb.label}
          </Anchor>
        ) : (
          <Text key={crumb.label} component="span" fz="sm" c="navy.0" aria-current="page">
            {crumb.label}
          </Text>
        ),
      )}
    </Breadcrumbs>
  );
}
