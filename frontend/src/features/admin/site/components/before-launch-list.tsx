import { Anchor, List, Paper, Text, Title } from '@mantine/core';
import { SOCIAL_NETWORK_NAMES } from '../../../../content/firm-facts';
import type { AdminSite } from '../../../../lib/api/endpoints';
import { useEmailStatus } from '../../shared/api/get-email-status';
import { useStaffI18n } from '../../shared/i18n/use-staff-i18n';
import { beforeLaunchTarget } from '../../shared/utils/form-fields';

/** Moves to the field and puts the cursor in it (the browser's own jump does not focus it). */
function focusField(id: string) {
  const field = document.getElementById(id);
  if (!field) return;
  field.scrollIntoView({ block: 'center' });
  field.focus();
}

/**
 * The facts still holding the placeholder the site was built with, each a link to its field; it shrinks
 * as staff save, and says the site is ready when nothing is left.
 */
export function BeforeLaunchList({ site }: { site: AdminSite }) {
  const { copy } = useStaffI18n();
  const t = copy.site.beforeLaunch;
  const social = /^firm\.social\[(\d+)\]\.url$/;
  const labelOf = (field: string, serverLabel: string) => {
    const network = site.content.firm.social[Number(social.exec(field)?.[1])]?.network;
    if (network) return t.socialLink(SOCIAL_NETWORK_NAMES[network]);
    return t.labels[field] ?? serverLabel;
  };
  // Outgoing email is the server's setting, not a field here: named without a link.
  const emailOff = useEmailStatus().data?.configured === false;
  const items = site.beforeLaunch;
  const count = items.length + (emailOff ? 1 : 0);
  return (
    <Paper
      component="section"
      aria-labelledby="site-before-launch-title"
      data-before-launch={count}
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      bg={count === 0 ? 'teal.0' : 'yellow.0'}
    >
      <Title order={3} fz="lg" id="site-before-launch-title" mb={4}>
        {t.title}
      </Title>
      {count === 0 ? (
        <Text>{t.ready}</Text>
      ) : (
        <>
          <Text mb="xs">{t.intro}</Text>
          <List spacing={4}>
            {items.map(({ field, label }) => {
              const target = beforeLaunchTarget(field);
              return (
                <List.Item key={field}>
                  <Anchor
                    href={`#${target}`}
                    onClick={(event) => {
                      event.preventDefault();
                      focusField(target);
                    }}
                  >
                    {labelOf(field, label)}
                  </Anchor>
                </List.Item>
              );
            })}
            {emailOff && <List.Item data-before-launch-email="">{copy.emailOff.beforeLaunch}</List.Item>}
          </List>
        </>
      )}
    </Paper>
  );
}
