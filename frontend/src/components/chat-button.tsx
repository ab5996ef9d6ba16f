import { Button, type ButtonProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { whatsappUrl } from '../content/firm';
import { dictionaries, useLanguage, type Language } from '../i18n';
import { track } from '../lib/analytics';
import { ChatIcon } from './icons';

interface ChatButtonProps extends Omit<ButtonProps, 'children'> {
  /** Where the click came from, for analytics (SPEC §7: header_cta, hero_cta, english_services_section …). */
  trackLabel: string;
  /** The greeting's language; defaults to the page's (the English banner on Spanish pages overrides it). */
  language?: Language;
  children: ReactNode;
}

/** A chat link with the prefilled greeting in the right language; every click is tracked. */
export function ChatButton({ trackLabel, language, children, ...buttonProps }: ChatButtonProps) {
  const pageLanguage = useLanguage();
  const greeting = dictionaries[language ?? pageLanguage]['chat.greeting'];
  return (
    <Button
      component="a"
      href={whatsappUrl(greeting)}
      target="_blank"
      rel="noopener noreferrer"
      color="teal.8"
      leftSection={<ChatIcon size={18} />}
      onClick={() => track('whatsapp_click', { category: 'contact', label: trackLabel })}
      {...buttonProps}
    >
      {children}
    </Button>
  );
}
