import { Box, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { DetailItem, ServicePanel as ServicePanelCopy } from '../../content/services';
import { CheckIcon } from '../../components/icons';
import classes from './services.module.css';

export const FEATURES_HEADING_ID = 'servicio-que-hacemos';
const PANEL_HEADING_ID = 'servicio-enfoque';

/** Intro paragraph and the list of what the firm handles in this area. */
export function ServiceFeatures({
  title,
  intro,
  features,
}: {
  title: string;
  intro: string;
  features: readonly DetailItem[];
}) {
  return (
    <Stack gap="lg">
      <Title order={2} id={FEATURES_HEADING_ID} fz={{ base: 26, sm: 34 }} c="navy.9">
        {title}
      </Title>
      <Text fz={{ base: 'md', sm: 'lg' }} c="gray.8" lh={1.65}>
        {intro}
      </Text>
      <SimpleGrid
        component="ul"
        aria-labelledby={FEATURES_HEADING_ID}
        cols={{ base: 1, sm: 2 }}
        spacing="xl"
        verticalSpacing="lg"
        mt="sm"
        p={0}
        style={{ listStyle: 'none' }}
      >
        {features.map((feature) => (
          <CheckItem key={feature.title} item={feature} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/** A checked point: a title and a sentence, on white (features) or on the navy panel. */
function CheckItem({ item, onNavy = false }: { item: { title: string; text: string }; onNavy?: boolean }) {
  return (
    <li className={classes.featureItem} style={onNavy ? { marginBottom: 20 } : undefined}>
      <span className={onNavy ? classes.panelIcon : classes.featureIcon}>
        <CheckIcon size={onNavy ? 16 : 18} />
      </span>
      <div>
        <Text fw={700} c={onNavy ? 'white' : 'navy.9'}>
          {item.title}
        </Text>
        <Text fz="sm" c={onNavy ? 'navy.0' : 'gray.7'} mt={4} lh={1.6}>
          {item.text}
        </Text>
      </div>
    </li>
  );
}

/** The navy "Why choose us" / "Our approach" panel beside the features. */
export function ServicePanel({ panel }: { panel: ServicePanelCopy }) {
  return (
    <Paper
      component="section"
      aria-labelledby={PANEL_HEADING_ID}
      radius="lg"
      p={{ base: 'lg', sm: 'xl' }}
      shadow="md"
      className={classes.panel}
    >
      <Title order={2} id={PANEL_HEADING_ID} fz={{ base: 24, sm: 28 }} c="white">
        {panel.title}
      </Title>
      <Box component="ul" p={0} m={0} mt="lg" style={{ listStyle: 'none' }}>
        {panel.items.map((item) => (
          <CheckItem key={item.title} item={item} onNavy />
        ))}
      </Box>
    </Paper>
  );
}
