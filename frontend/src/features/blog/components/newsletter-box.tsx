import { Button, Flex, Paper, Text, TextInput, Title } from '@mantine/core';
import { showToast } from '../../../lib/toast';
import { useId, type FormEvent } from 'react';
import { useLanguage } from '../../../i18n';
import { blogCopy } from '../blog-copy';

/**
 * SPEC §2 shows the box but no subscription service. Rather than fake a success, the button says
 * plainly that subscriptions are not open yet; the address is never sent or stored.
 */
export function NewsletterBox() {
  const language = useLanguage();
  const copy = blogCopy[language];
  const titleId = useId();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    showToast(language, { title: copy.subscribeSoonTitle, message: copy.subscribeSoonBody, color: 'navy' });
  };

  return (
    <Paper component="section" aria-labelledby={titleId} radius="md" p={{ base: 'lg', sm: 'xl' }} bg="navy.0">
      <Title order={2} id={titleId} fz={{ base: 'xl', sm: 26 }}>
        {copy.newsletterTitle}
      </Title>
      <Text mt="xs" c="gray.8">
        {copy.newsletterBody}
      </Text>
      <form onSubmit={onSubmit}>
        <Flex
          mt="md"
          gap="sm"
          direction={{ base: 'column', sm: 'row' }}
          align={{ base: 'stretch', sm: 'flex-end' }}
        >
          <TextInput
            type="email"
            name="email"
            autoComplete="email"
            required
            label={copy.emailLabel}
            placeholder={copy.emailPlaceholder}
            style={{ flex: 1 }}
          />
          <Button type="submit">{copy.subscribe}</Button>
        </Flex>
      </form>
    </Paper>
  );
}
