import { Box, Container, Text, Title } from '@mantine/core';
import { useEffect, type ReactNode } from 'react';
import { firm } from '../content/firm';

interface PagePlaceholderProps {
  title: string;
  lead: string;
  /** Optional paragraph under the title band. */
  body?: string;
  children?: ReactNode;
}

/**
 * Title band plus body used by every screen until its real content lands. It also sets the
 * document title; the SEO feature will take that over with descriptions and canonical links.
 */
export function PagePlaceholder({ title, lead, body, children }: PagePlaceholderProps) {
  useEffect(() => {
    document.title = title === firm.name ? firm.name : `${title} | ${firm.name}`;
  }, [title]);

  return (
    <>
      <Box
        component="section"
        py={{ base: 48, sm: 72 }}
        style={{
          background:
            'linear-gradient(135deg, var(--mantine-color-navy-9) 0%, var(--mantine-color-navy-7) 100%)',
          color: 'var(--mantine-color-white)',
        }}
      >
        <Container size="lg">
          <Title order={1} fz={{ base: 30, sm: 44 }} lh={1.15} maw={760}>
            {title}
          </Title>
          <Text mt="md" fz={{ base: 'md', sm: 'lg' }} maw={680} c="navy.0">
            {lead}
          </Text>
        </Container>
      </Box>
      {(body || children) && (
        <Container size="lg" py={{ base: 32, sm: 48 }}>
          {body && (
            <Text fz="lg" maw={680}>
              {body}
            </Text>
          )}
          {children}
        </Container>
      )}
    </>
  );
}
