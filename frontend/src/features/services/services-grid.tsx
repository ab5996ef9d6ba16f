import { Anchor, Card, Text, Title, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router-dom';
import { pathFor } from '../../app/route-table';
import { serviceRouteKeys, services, serviceText, type Service } from '../../content/services';
import { useLanguage } from '../../i18n';
import { CheckIcon } from '../../components/icons';
import responsive from '../../components/responsive.module.css';
import { ArrowRightIcon, ServiceIcon } from './service-icon';
import { servicesCopy } from './services-copy';
import classes from './services.module.css';

interface ServicesGridProps {
  /** Heading level of the card titles; 3 fits under a section's h2. */
  headingOrder?: 2 | 3 | 4;
}

function ServiceCard({ service, headingOrder }: { service: Service; headingOrder: 2 | 3 | 4 }) {
  const language = useLanguage();
  const copy = servicesCopy[language];
  const { title, description, features } = serviceText(service, language);
  return (
    <Card component="article" withBorder radius="md" padding="xl" shadow="xs" className={classes.card}>
      <div className={classes.cardIcon}>
        <ServiceIcon name={service.icon} size={26} />
      </div>
      <Title order={headingOrder} className={classes.cardTitle} mt="lg" c="navy.9">
        {title}
      </Title>
      <Text c="gray.7" mt="xs">
        {description}
      </Text>
      <ul className={classes.cardList} style={{ marginTop: 'var(--mantine-spacing-md)' }}>
        {features.map((feature) => (
          <Text component="li" key={feature} fz="sm" c="gray.8" mb={6}>
            <CheckIcon size={16} className={classes.check} />
            <span>{feature}</span>
          </Text>
        ))}
      </ul>
      <Anchor
        component={Link}
        to={pathFor(serviceRouteKeys[service.id], language)}
        className={classes.cardLink}
        mt="auto"
        pt="md"
        underline="hover"
      >
        {copy.learnMore}
        <VisuallyHidden>
          {' '}
          {copy.learnMoreAbout} {title}
        </VisuallyHidden>
        <ArrowRightIcon size={16} />
      </Anchor>
    </Card>
  );
}

/** The six practice-area cards, each linking to its page in the current language (home and services pages). */
export function ServicesGrid({ headingOrder = 3 }: ServicesGridProps) {
  return (
    <div className={responsive.cols2to3Lg}>
      {services.map((service) => (
        <ServiceCard key={service.id} service={service} headingOrder={headingOrder} />
      ))}
    </div>
  );
}
