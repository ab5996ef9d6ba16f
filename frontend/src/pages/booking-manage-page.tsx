import { Container } from '@mantine/core';
import { useParams } from 'react-router-dom';
import { PageHero } from '../components/page-hero';
import responsive from '../components/responsive.module.css';
import { bookingCopy, ManageBooking } from '../features/booking';
import { useI18n } from '../i18n/use-language';

/** A booking's own page, at its private link: see it, move it or cancel it. */
export function BookingManagePage() {
  const { language } = useI18n();
  const { token = '' } = useParams();
  return (
    <>
      <PageHero title={bookingCopy[language].manageTitle} />
      <Container size="md" className={responsive.sectionY}>
        <ManageBooking language={language} token={token} />
      </Container>
    </>
  );
}
