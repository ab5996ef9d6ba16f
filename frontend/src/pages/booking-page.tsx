import { Container } from '@mantine/core';
import { PageHero } from '../components/page-hero';
import responsive from '../components/responsive.module.css';
import { BookingFlow, bookingCopy } from '../features/booking';
import { useI18n } from '../i18n/use-language';

/** Booking the free consultation: a kind of meeting, a day, a free time and the visitor's details. */
export function BookingPage() {
  const { language } = useI18n();
  const copy = bookingCopy[language];
  return (
    <>
      <PageHero title={copy.title} lead={copy.lead} />
      <Container size="md" className={responsive.sectionY}>
        <BookingFlow language={language} />
      </Container>
    </>
  );
}
