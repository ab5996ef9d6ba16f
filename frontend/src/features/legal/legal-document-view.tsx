import { Anchor, Box, List, Paper, Stack, Text, Title, type TitleOrder } from '@mantine/core';
import responsive from '../../components/responsive.module.css';
import type { LegalDocument } from '../../content/legal';
import type { Language } from '../../i18n';
import { legalCopy } from './legal-copy';
import classes from './legal.module.css';

interface LegalDocumentViewProps {
  document: LegalDocument;
  language: Language;
  /** Section heading level: 2 under the page's h1, 3 under the translation's own h2. */
  headingOrder: TitleOrder;
}

/** Anchors carry the language so both versions can sit on one page without clashing ids. */
export const legalAnchor = (language: Language, sectionId: string) => `${language}-${sectionId}`;

// The header is sticky (64 px): without a margin, a jumped-to heading would hide beneath it.
const SCROLL_MARGIN = 88;

export function LegalDocumentView({ document, language, headingOrder }: LegalDocumentViewProps) {
  const contentsId = `${language}-contents`;
  return (
    <Stack gap="xl">
      <Text className={responsive.lead}>{document.intro}</Text>

      <Paper component="nav" aria-labelledby={contentsId} withBorder radius="md" p="lg" bg="gray.0">
        <Title order={headingOrder} id={contentsId} fz="lg" mb="sm">
          {legalCopy[language].contents}
        </Title>
        <ol className={`${responsive.cols2} ${classes.contents}`}>
          {document.sections.map((section) => (
            <Box component="li" key={section.id} style={{ listStyle: 'none' }}>
              <Anchor href={`#${legalAnchor(language, section.id)}`} fz="sm">
                {section.heading}
              </Anchor>
            </Box>
          ))}
        </ol>
      </Paper>

      {document.sections.map((section) => (
        <Box component="section" key={section.id} aria-labelledby={legalAnchor(language, section.id)}>
          <Title
            order={headingOrder}
            id={legalAnchor(language, section.id)}
            className={classes.sectionHeading}
            mb="sm"
            style={{ scrollMarginTop: SCROLL_MARGIN }}
          >
            {section.heading}
          </Title>
          <Stack gap="sm">
            {section.blocks.map((block, index) =>
              typeof block === 'string' ? (
                <Text key={index} lh={1.7} style={{ overflowWrap: 'anywhere' }}>
                  {block}
                </Text>
              ) : (
                <List key={index} spacing={6} lh={1.6} pr="sm">
                  {block.list.map((item) => (
                    <List.Item key={item} style={{ overflowWrap: 'anywhere' }}>
                      {item}
                    </List.Item>
                  ))}
                </List>
              ),
            )}
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}
