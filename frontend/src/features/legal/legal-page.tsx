import { Anchor, Box, Container, Divider, Stack, Text, Title } from '@mantine/core';
import { PageHero } from '../../components/page-hero';
import responsive from '../../components/responsive.module.css';
import type { LegalDocument } from '../../content/legal';
import type { Localized } from '../../i18n';
import { legalCopy } from './legal-copy';
import { LegalDocumentView } from './legal-document-view';

interface LegalPageProps {
  document: Localized<LegalDocument>;
  /** Version and date line under each language's title. */
  status: Localized;
}

const ENGLISH_SECTION_ID = 'english-version';

/**
 * Privacy and terms exist only at Spanish routes, yet English speakers read them too: the Spanish
 * text (the binding one) comes first, the English translation follows in a lang="en" section.
 */
export function LegalPage({ document, status }: LegalPageProps) {
  return (
    <>
      <PageHero
        title={document.es.title}
        lead={status.es}
        actions={
          <Anchor href={`#${ENGLISH_SECTION_ID}`} lang="en" c="white" fw={600} underline="always">
            {legalCopy.en.readOtherLanguage} ↓
          </Anchor>
        }
      />
      <Container size="md" className={responsive.pageY}>
        <Stack gap={56}>
          <Box>
            <Text fz="sm" fw={600} c="gray.7" mb="md">
              {legalCopy.es.versionLabel}
            </Text>
            <LegalDocumentView document={document.es} language="es" headingOrder={2} />
          </Box>

          <Box component="section" lang="en" aria-labelledby={ENGLISH_SECTION_ID}>
            <Divider mb={40} />
            <Text fz="sm" fw={600} c="gray.7">
              {legalCopy.en.versionLabel}
            </Text>
            <Title
              order={2}
              id={ENGLISH_SECTION_ID}
              className={responsive.sectionTitle}
              mt="xs"
              style={{ scrollMarginTop: 88 }}
            >
              {document.en.title}
            </Title>
            <Text c="gray.7" mt="xs" mb="xl">
              {status.en}
            </Text>
            <LegalDocumentView document={document.en} language="en" headingOrder={3} />
          </Box>
        </Stack>
      </Container>
    </>
  );
}
