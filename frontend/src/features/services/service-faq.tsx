import { Accordion, Box, Container, Text, Title } from '@mantine/core';
import responsive from '../../components/responsive.module.css';
import type { FaqEntry } from '../../content/services';
import classes from './services.module.css';

const FAQ_HEADING_ID = 'preguntas-frecuentes';

/** The service's questions as an accordion; each question is an h3 button for screen-reader navigation. */
export function ServiceFaq({ title, faqs }: { title: string; faqs: readonly FaqEntry[] }) {
  return (
    <Box component="section" aria-labelledby={FAQ_HEADING_ID} bg="gray.0" className={responsive.sectionY}>
      <Container size="md">
        <Title
          order={2}
          id={FAQ_HEADING_ID}
          className={`${responsive.sectionTitle} ${classes.faqTitle}`}
          c="navy.9"
          ta="center"
        >
          {title}
        </Title>
        <Accordion variant="separated" radius="md" order={3} chevronPosition="right">
          {faqs.map((faq, index) => (
            <Accordion.Item key={faq.question} value={`faq-${index}`} bg="white">
              <Accordion.Control>
                <Text component="span" fw={600} c="navy.9" className={responsive.lead}>
                  {faq.question}
                </Text>
              </Accordion.Control>
              <Accordion.Panel>
                <Text c="gray.8" lh={1.7}>
                  {faq.answer}
                </Text>
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      </Container>
    </Box>
  );
}
