import { useEffect } from 'react';
import { firm } from '../../content/firm';

/** Sets the tab title as "<page> | <firm>" (the firm's name alone on the home pages). */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title === firm.name ? firm.name : `${title} | ${firm.name}`;
  }, [title]);
}
