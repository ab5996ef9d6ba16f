import { Accordion, Box, Container, Group, Text } from '@mantine/core';
import { ChatButton } from '../components/chat-button';
import { PageHero } from '../components/page-hero';
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
      <Container size="lg" py={{ base: 40, sm: 72 }}>
        <SectionHeader title={copy.servicesTitle} />
        <TextCardGrid items={copy.services} cols={{ base: 1, sm: 2, md: 3 }} />
      </Container>
      <Box bg="gray.0" py={{ base: 40, sm: 72 }}>
        <Container size="lg">
          <SectionHeader title={copy.reasonsTitle} />
          <TextCardGrid items={copy.reasons} cols={{ base: 1, sm: 2, md: 4 }} />
        </Container>
      </Box>
      <Container size="md" py={{ base: 40, sm: 72 }}>
        <SectionHeader title={copy.faqTitle} />
        <Accordion variant="separated" radius="md">
          {copy.faqs.map((faq) => (
            <Accordion.Item key={faq.question} value={faq.question}>
              <Accordion.Control>
                <Text fw={600} c="navy.9">
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
