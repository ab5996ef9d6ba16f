import { Button, Group, Paper, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { pathFor } from '../../../app/route-table';
import { ChatButton } from '../../../components/chat-button';
import responsive from '../../../components/responsive.module.css';
import { useLanguage } from '../../../i18n';
import { trackedClick } from '../../../lib/analytics';
import { CONSULTATION_FORM_ID } from '../../consultation-form';
import { blogCopy } from '../blog-copy';

/** After the route changes the page scrolls to the top; then bring the form into view once it exists. */
function scrollToFormWhenRendered(framesLeft = 60): void {
  const form = document.getElementById(CONSULTATION_FORM_ID);
  if (form) {
    form.scrollIntoView({ block: 'start' });
    return;
  }
  if (framesLeft > 0) requestAnimationFrame(() => scrollToFormWhenRendered(framesLeft - 1));
}

/** Chat link and contact-form button under every post (SPEC §2, §7: blog_post). */
export function PostCallToAction() {
  const language = useLanguage();
  const copy = blogCopy[language];
  const titleId = useId();

  const onFormClick = () => requestAnimationFrame(() => scrollToFormWhenRendered());

  return (
    <Paper
      component="aside"
      aria-labelledby={titleId}
      radius="md"
      className={responsive.boxPadding}
      bg="navy.9"
      c="white"
    >
      <Title order={2} id={titleId} className={responsive.boxTitle}>
        {copy.ctaTitle}
      </Title>
      <Text mt="xs" c="navy.0">
        {copy.ctaBody}
      </Text>
      <Group mt="lg" gap="sm">
        <ChatButton trackLabel="blog_post">{copy.ctaChat}</ChatButton>
        <Button
          component={Link}
          to={`${pathFor('home', language)}#${CONSULTATION_FORM_ID}`}
          variant="white"
          color="navy.9"
          onClick={onFormClick}
          {...trackedClick('contact_click', { category: 'navigation', label: 'blog_post' })}
        >
          {copy.ctaForm}
        </Button>
      </Group>
    </Paper>
  );
}
