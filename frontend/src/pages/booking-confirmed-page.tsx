import { Container, Text } from '@mantine/core';
import { PageHero } from '../components/page-hero';
import responsive from '../components/responsive.module.css';
import {
  BookingConfirmation,
  bookingCopy,
  LinkProblem,
  loadConfirmedState,
  useBookingQuery,
  useBookingState,
} from '../features/booking';
import { useI18n } from '../i18n/use-language';

/** Where the booking form lands when it was sent without JavaScript: the booking, named by its private link. */
export function BookingConfirmedPage() {
  const { language } = useI18n();
  const copy = bookingCopy[language];
  const query = useBookingQuery(language);
  const [state] = useBookingState(() =>
    query.booking ? loadConfirmedState(query.booking) : Promise.resolve({ page: 'unknown' }),
  );
  let body;
  if (!state) body = <Text role="status">{copy.loading}</Text>;
  else if (state.page === 'confirmed')
    body = (
      <BookingConfirmation
        language={language}
        booking={state.booking}
        token={state.token}
        moved={query.moved}
      />
    );
  else body = <LinkProblem language={language} gone={state.page === 'gone'} />;
  return (
    <>
      <PageHero title={copy.title} />
      <Container size="md" className={responsive.sectionY}>
        {body}
      </Container>
    </>
  );
}
