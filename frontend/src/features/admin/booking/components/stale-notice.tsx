import { Alert, Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useStaffI18n } from '../../shared/i18n/use-staff-i18n';

/**
 * A save refused because someone saved meanwhile: what happened, and loading their version while keeping
 * what is typed. Once loaded, saving replaces their version; discarding shows it instead.
 */
export function StaleNotice({
  stale,
  reloaded,
  onReload,
  onDiscard,
}: {
  stale: boolean;
  reloaded: boolean;
  onReload: () => Promise<void>;
  onDiscard: () => void;
}) {
  const { copy } = useStaffI18n();
  const t = copy.booking;
  const [loading, setLoading] = useState(false);
  if (!stale && !reloaded) return null;
  const reload = () => {
    setLoading(true);
    void onReload().finally(() => setLoading(false));
  };
  return (
    <Alert color={stale ? 'red' : 'blue'} variant="light" title={copy.site.conflictTitle} role="alert">
      <Text fz="sm" mb="sm">
        {stale ? t.conflict : t.reloaded}
      </Text>
      <Group gap="sm">
        {stale ? (
          <Button variant="outline" loading={loading} onClick={reload}>
            {t.reload}
          </Button>
        ) : (
          <Button variant="subtle" color="red.8" onClick={onDiscard}>
            {t.discard}
          </Button>
        )}
      </Group>
    </Alert>
  );
}
