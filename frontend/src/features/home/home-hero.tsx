import { Box, Container, Group, Image, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { ChatButton } from '../../components/chat-button';
import { CheckIcon } from '../../components/icons';
import { ScrollToFormButton } from '../../components/scroll-to-form-button';
import { homeCopy } from '../../content/home';
import { useLanguage } from '../../i18n';
import classes from './home.module.css';

export function HomeHero() {
  const { hero, badges } = homeCopy[useLanguage()];
  return (
    <Box component="section" className={classes.hero}>
      <Container size="lg" py={{ base: 40, sm: 72 }}>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={{ base: 32, md: 56 }} className={classes.heroGrid}>
          <Stack gap="lg">
            <Text className={classes.eyebrow}>{hero.eyebrow}</Text>
            <Title order={1} className={classes.heroTitle}>
              {hero.title}
            </Title>
            <Text fz={{ base: 'md', sm: 'lg' }} c="navy.0">
              {hero.subtitle}
            </Text>
            <Group gap="sm">
              <ChatButton trackLabel="hero_cta" size="md">
                {hero.chat}
              </ChatButton>
              <ScrollToFormButton trackLabel="hero_consult" size="md" variant="white" color="navy.9">
                {hero.consult}
              </ScrollToFormButton>
            </Group>
          </Stack>
          {/* The hero picture is the largest paint: fixed size, loaded first, never lazily. */}
          <Image
            src="/images/hero-medellin.svg"
            alt={hero.imageAlt}
            width={640}
            height={480}
            fetchPriority="high"
            loading="eager"
            radius="lg"
            className={classes.heroImage}
          />
        </SimpleGrid>
        <SimpleGrid
          component="ul"
          cols={{ base: 2, md: 4 }}
          spacing="md"
          mt={{ base: 32, sm: 56 }}
          className={classes.badges}
        >
          {badges.map((badge) => (
            <li key={badge.title} className={classes.badge}>
              <ThemeIcon size={32} radius="xl" color="teal.7" aria-hidden>
                <CheckIcon size={18} />
              </ThemeIcon>
              <div>
                <Text fw={700} c="white">
                  {badge.title}
                </Text>
                <Text fz="sm" c="navy.0">
                  {badge.text}
                </Text>
              </div>
            </li>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
