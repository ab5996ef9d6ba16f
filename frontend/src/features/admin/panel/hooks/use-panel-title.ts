import { useEffect } from 'react';
import { withFirmName } from '../../../../content/page-meta';

/**
 * The browser tab's title in the panel's language: the page arrives titled "Admin Panel | <firm>" (prerendered
 * before the language is known); the firm's name after the bar stays, the words before it follow the panel.
 */
export function usePanelTitle(title: string): void {
  useEffect(() => {
    const bar = document.title.indexOf(' | ');
    document.title = bar < 0 ? title : withFirmName(title, document.title.slice(bar + 3));
  }, [title]);
}
