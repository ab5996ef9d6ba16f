import { Box, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { pathFor } from '../../app/route-table';
import { ChatButton } from '../../components/chat-button';
import { englishBanner } from '../../content/home';
import responsive from '../../components/responsive.module.css';
import classes from './home.module.css';

/** On the Spanish home only: points English speakers to the expats page and an English chat. */
export function EnglishServicesBanner() {
  return (
    <Box component="section" className={classes.banner} lang="en" aria-labelledby="english-services-title">
      <Container size="lg" className={classes.bannerBody}>
        <Group justify="space-between" align="center" gap="xl">
          <Stack gap="xs" maw={640}>
            <Title order={2} id="english-services-title" className={responsive.calloutTitle} c="white">
              {englishBanner.title}
            </Title>
            <Text c="teal.0">{englishBanner.text}</Text>
          </Stack>
          <Group gap="sm">
            <Button component={Link} to={pathFor('expats', 'es')} variant="white" color="navy.9">
              {englishBanner.link}
            </Button>
            <ChatButton trackLabel="english_services_section" language="en" tone="outlineWhite">
              {englishBanner.chat}
            </ChatButton>
          </Group>
        </Group>
      </Container>
    </Box>
  );
}
