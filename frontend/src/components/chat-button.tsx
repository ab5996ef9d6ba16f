import { useChatUrl } from '../content/site-content-context';
import { dictionaries, useLanguage, type Language } from '../i18n';
import { trackedClick } from '../lib/analytics';
import { ChatIcon } from './icons';
import { LinkButton, type LinkButtonProps } from './link-button';

interface ChatButtonProps extends Omit<LinkButtonProps, 'href' | 'to'> {
  /** Where the click came from, for analytics (SPEC §7: header_cta, hero_cta, english_services_section …). */
  trackLabel: string;
  /** The greeting's language; defaults to the page's (the English banner on Spanish pages overrides it). */
  language?: Language;
}

/** A chat link with the prefilled greeting in the right language; every click is tracked (see trackClicks). */
export function ChatButton({ trackLabel, language, tone = 'teal', ...props }: ChatButtonProps) {
  const pageLanguage = useLanguage();
  const chatHref = useChatUrl(dictionaries[language ?? pageLanguage]['chat.greeting']);
  return (
    <LinkButton
      href={chatHref}
      target="_blank"
      rel="noopener noreferrer"
      tone={tone}
      leftSection={<ChatIcon size={18} />}
      {...trackedClick('whatsapp_click', { category: 'contact', label: trackLabel })}
      {...props}
    />
  );
}
