import { Box, Paper, Stack, Text, Title } from '@mantine/core';
import type { DetailItem, ServicePanel as ServicePanelCopy } from '../../content/services';
import { CheckIcon } from '../../components/icons';
import responsive from '../../components/responsive.module.css';
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
      <Title order={2} id={FEATURES_HEADING_ID} className={responsive.sectionTitle} c="navy.9">
        {title}
      </Title>
      <Text className={responsive.lead} c="gray.8" lh={1.65}>
        {intro}
      </Text>
      <Box
        component="ul"
        aria-labelledby={FEATURES_HEADING_ID}
        mt="sm"
        className={`${responsive.cols2} ${classes.featureGrid}`}
      >
        {features.map((feature) => (
          <CheckItem key={feature.title} item={feature} />
        ))}
      </Box>
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
      shadow="md"
      className={`${classes.panel} ${responsive.boxPadding}`}
    >
      <Title order={2} id={PANEL_HEADING_ID} className={classes.panelTitle} c="white">
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
