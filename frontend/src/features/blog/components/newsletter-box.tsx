import { Button, Paper, Text, TextInput, Title } from '@mantine/core';
import { showToast } from '../../../lib/toast';
import { useId, type FormEvent } from 'react';
import { useLanguage } from '../../../i18n';
import { blogCopy } from '../blog-copy';
import classes from './blog.module.css';
import responsive from '../../../components/responsive.module.css';

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
    <Paper
      component="section"
      aria-labelledby={titleId}
      radius="md"
      className={responsive.boxPadding}
      bg="navy.0"
    >
      <Title order={2} id={titleId} className={responsive.boxTitle}>
        {copy.newsletterTitle}
      </Title>
      <Text mt="xs" c="gray.8">
        {copy.newsletterBody}
      </Text>
      <form onSubmit={onSubmit}>
        <div className={classes.subscribeRow}>
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
        </div>
      </form>
    </Paper>
  );
}
