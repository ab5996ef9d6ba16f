import { Box, Container, Group, Stack, Text, Title } from '@mantine/core';
import { ChatButton } from '../../components/chat-button';
import { CheckIcon } from '../../components/icons';
import { ScrollToFormButton } from '../../components/scroll-to-form-button';
import { homeCopy } from '../../content/home';
import { objectPosition } from '../../content/site-content';
import { useSiteContent } from '../../content/site-content-context';
import { useLanguage } from '../../i18n';
import responsive from '../../components/responsive.module.css';
import classes from './home.module.css';

export function HomeHero() {
  const language = useLanguage();
  const { hero, badges } = homeCopy[language];
  const { hero: heroContent, firm } = useSiteContent();
  const photo = heroContent.photo;
  const webp = photo?.variants.filter((variant) => variant.type === 'image/webp') ?? [];
  return (
    <Box component="section" className={classes.hero}>
      <Container size="lg" className={responsive.bandY}>
        {/* Plain CSS grids here: the hero is the first paint of the home page, so it uses no layout code. */}
        <div className={classes.heroGrid}>
          <Stack gap="lg">
            <Text className={classes.eyebrow}>{hero.eyebrow}</Text>
            <Title order={1} className={classes.heroTitle}>
              {hero.title}
            </Title>
            <Text className={responsive.lead} c="navy.0">
              {hero.subtitle}
            </Text>
            <Group gap="sm">
              <ChatButton trackLabel="hero_cta" size="md">
                {hero.chat}
              </ChatButton>
              <ScrollToFormButton trackLabel="hero_consult" size="md">
                {hero.consult}
              </ScrollToFormButton>
            </Group>
          </Stack>
          {/* The hero picture is the largest paint: fixed size, loaded first, never lazily. */}
          <img
            {...(photo
              ? {
                  // Staff's photo, from the site itself: its WebP widths come narrowest first.
                  src: webp.at(-1)?.url,
                  srcSet: webp.map((variant) => `${variant.url} ${variant.width}w`).join(', '),
                  sizes: '(min-width: 62em) 560px, 100vw',
                  alt: language === 'es' ? `Foto de ${firm.name}` : `Photo of ${firm.name}`,
                  width: photo.width,
                  height: photo.height,
                  className: `${classes.heroImage} ${classes.heroPhoto}`,
                  // What the 4:3 frame keeps in view: the point staff chose.
                  style: { objectPosition: objectPosition(heroContent.photoFocus) },
                }
              : {
                  src: '/images/hero-medellin.svg',
                  alt: hero.imageAlt,
                  width: 640,
                  height: 480,
                  className: classes.heroImage,
                })}
            fetchPriority="high"
            loading="eager"
            decoding="async"
          />
        </div>
        <ul className={classes.badges}>
          {badges.map((badge) => (
            <li key={badge.title} className={classes.badge}>
              <span className={classes.badgeIcon} aria-hidden>
                <CheckIcon size={18} />
              </span>
              <div className={classes.badgeText}>
                <Text fw={700} c="white">
                  {badge.title}
                </Text>
                <Text fz="sm" c="navy.0">
                  {badge.text}
                </Text>
              </div>
            </li>
          ))}
        </ul>
      </Container>
    </Box>
  );
}
