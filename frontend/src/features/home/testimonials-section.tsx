import { Card, Container, Text } from '@mantine/core';
import { StarIcon } from '../../components/icons';
import { SectionHeader } from '../../components/section-header';
import { homeCopy } from '../../content/home';
import { testimonials } from '../../content/testimonials';
import { useLanguage } from '../../i18n';
import responsive from '../../components/responsive.module.css';
import classes from './home.module.css';

export function TestimonialsSection() {
  const { testimonials: copy } = homeCopy[useLanguage()];
  return (
    <section className={classes.section}>
      <Container size="lg">
        <SectionHeader title={copy.title} lead={copy.lead} center />
        <div className={responsive.cols2to3}>
          {testimonials.map((item) => (
            <Card
              key={item.id}
              component="figure"
              withBorder
              radius="md"
              padding="lg"
              m={0}
              className={classes.quote}
            >
              <div className={classes.stars} role="img" aria-label={copy.ratingLabel}>
                {Array.from({ length: item.rating }, (_, i) => (
                  <StarIcon key={i} size={18} />
                ))}
              </div>
              <Text component="blockquote" m={0} c="gray.8" lang={item.language} style={{ flex: 1 }}>
                “{item.text}”
              </Text>
              <Text component="figcaption" fz="sm">
                <Text span fw={700} c="navy.9">
                  {item.name}
                </Text>
                <Text span c="gray.7">
                  {' · '}
                  {item.context}
                </Text>
              </Text>
            </Card>
          ))}
        </div>
      </Container>
    </section>
  );
}
