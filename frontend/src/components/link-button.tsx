import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import classes from './link-button.module.css';

export type LinkButtonTone = 'teal' | 'navy' | 'white' | 'outlineWhite' | 'neutral';

export interface LinkButtonProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** An address outside the app (or an #anchor); rendered as a plain link. */
  href?: string;
  /** A path inside the app; rendered as a router link. */
  to?: string;
  /** Load `to` from the server rather than render it here (the blog's pages). */
  reloadDocument?: boolean;
  tone?: LinkButtonTone;
  size?: 'sm' | 'md' | 'lg';
  fullWidth?: boolean;
  leftSection?: ReactNode;
  /** Extra class for the left section (e.g. to hide the icon on small screens). */
  sectionClassName?: string;
  children: ReactNode;
}

/** A link that looks like a button: chat links, "Free Consultation", the language toggle. */
export function LinkButton({
  href,
  to,
  tone = 'navy',
  size = 'sm',
  fullWidth = false,
  leftSection,
  sectionClassName,
  className,
  children,
  ...rest
}: LinkButtonProps) {
  const classNames = [
    classes.root,
    classes[tone],
    size !== 'sm' && classes[size],
    fullWidth && classes.fullWidth,
    className,
  ]
    .filter(Boolean)
    .join(' ');
  const content = (
    <>
      {leftSection && (
        <span className={sectionClassName ? `${classes.section} ${sectionClassName}` : classes.section}>
          {leftSection}
        </span>
      )}
      <span>{children}</span>
    </>
  );
  return to !== undefined ? (
    <Link to={to} className={classNames} {...rest}>
      {content}
    </Link>
  ) : (
    <a href={href} className={classNames} {...rest}>
      {content}
    </a>
  );
}
