import { createContext, useContext, type ReactNode } from 'react';
import { useI18n } from '../i18n/use-language';
import { chatUrl } from '@abogados/shared';
import type { FirmFacts, SiteContent } from './site-content';

const SiteContentContext = createContext<SiteContent | null>(null);

/** Gives the render tree the content the page is rendered (and then hydrated) from. */
export function SiteContentProvider({ content, children }: { content: SiteContent; children: ReactNode }) {
  return <SiteContentContext.Provider value={content}>{children}</SiteContentContext.Provider>;
}

export function useSiteContent(): SiteContent {
  const content = useContext(SiteContentContext);
  if (!content) throw new Error('No SiteContentProvider');
  return content;
}

export function useFirm(): FirmFacts {
  return useSiteContent().firm;
}

/** The office hours: every hours text and table is written from them. */
export function useOfficeHours(): SiteContent['hours'] {
  return useSiteContent().hours;
}

export function useAttorney(): SiteContent['attorney'] {
  return useSiteContent().attorney;
}

/** The firm's chat link with the greeting in the page's language (or the one given). */
export function useChatUrl(greeting?: string): string {
  const { t } = useI18n();
  return chatUrl(useFirm().whatsapp, greeting ?? t('chat.greeting'));
}
