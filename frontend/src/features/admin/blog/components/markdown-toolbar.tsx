// GitHub's <markdown-toolbar> custom elements (the toolbar of github.com's comment box): each button wraps the
// selection (or the word at the cursor) in its Markdown through the browser's own text insertion, so the
// change reaches React as typing does and Ctrl+Z undoes it. Loaded with the Blog tab's editor only.
import '@github/markdown-toolbar-element';
import type { ReactNode } from 'react';
import { useStaffI18n } from '../../shared/i18n/use-staff-i18n';
import classes from './blog.module.css';

type ElementProps = { children?: ReactNode; className?: string; role?: string; 'aria-label'?: string };

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'markdown-toolbar': ElementProps & { for: string; 'aria-controls'?: string };
      'md-header': ElementProps & { level: string };
      'md-bold': ElementProps;
      'md-italic': ElementProps;
      'md-unordered-list': ElementProps;
      'md-link': ElementProps;
      'md-quote': ElementProps;
    }
  }
}

/**
 * Heading, bold, italic, list, link, image and quote over the body's text area (`field`, its id). The image
 * button opens the upload that puts an image where the cursor is (`imageInput`, the file field's id). The
 * library's buttons set no role of their own (only its base class does, which they override): given here.
 */
export function MarkdownToolbar({ field, imageInput }: { field: string; imageInput: string }) {
  const t = useStaffI18n().copy.blog.toolbar;
  return (
    <markdown-toolbar for={field} aria-controls={field} aria-label={t.label} className={classes.toolbar}>
      <md-header level="2" role="button" className={classes.tool}>
        {t.heading}
      </md-header>
      <md-bold role="button" className={classes.tool}>
        <b>{t.bold}</b>
      </md-bold>
      <md-italic role="button" className={classes.tool}>
        <i>{t.italic}</i>
      </md-italic>
      <md-unordered-list role="button" className={classes.tool}>
        {t.list}
      </md-unordered-list>
      <md-link role="button" className={classes.tool}>
        {t.link}
      </md-link>
      <button
        type="button"
        data-md-button
        // The toolbar hands out the tab stops (one for the whole toolbar, arrows between its buttons).
        tabIndex={-1}
        className={classes.tool}
        onClick={() => document.getElementById(imageInput)?.click()}
      >
        {t.image}
      </button>
      <md-quote role="button" className={classes.tool}>
        {t.quote}
      </md-quote>
    </markdown-toolbar>
  );
}
