import { Accordion, Box, Container, Group, Text } from '@mantine/core';
import { ChatButton } from '../components/chat-button';
import { PageHero } from '../components/page-hero';
import responsive from '../components/responsive.module.css';
import { ScrollToFormButton } from '../components/scroll-to-form-button';
import { SectionHeader } from '../components/section-header';
import { TextCardGrid } from '../components/text-card-grid';
import { expatsPage as copy } from '../content/expats';
import { ConsultationFormSection } from '../features/consultation-form';

/** English content on a Spanish route (SPEC §2): the page body carries lang="en" for readers and translators. */
export function ExpatsPage() {
  return (
    <Box lang="en">
      <PageHero
        title={copy.title}
        lead={copy.lead}
        actions={
          <Group gap="sm">
            <ChatButton trackLabel="expats_page" language="en" size="md">
              {copy.chat}
            </ChatButton>
            <ScrollToFormButton trackLabel="expats_consult" size="md">
              {copy.consult}
            </ScrollToFormButton>
          </Group>
        }
      />
      <Container size="lg" className={responsive.bandY}>
        <SectionHeader title={copy.servicesTitle} />
        <TextCardGrid items={copy.services} cols="cols2to3" />
      </Container>
      <Box bg="gray.0" className={responsive.bandY}>
        <Container size="lg">
          <SectionHeader title={copy.reasonsTitle} />
          <TextCardGrid items={copy.reasons} cols="cols2to4" />
        </Container>
      </Box>
      <Container size="md" className={responsive.bandY}>
        <SectionHeader title={copy.faqTitle} />
        <Accordion variant="separated" radius="md">
          {/* The value ends up in element ids, which may not contain spaces: the index, not the question. */}
          {copy.faqs.map((faq, index) => (
            <Accordion.Item key={faq.question} value={`faq-${index}`}>
              <Accordion.Control>
                <Text component="span" fw={600} c="navy.9">
                  {faq.question}
                </Text>
              </Accordion.Control>
              <Accordion.Panel>
                <Text c="gray.8">{faq.answer}</Text>
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      </Container>
      <ConsultationFormSection language="en" />
    </Box>
  );
}
