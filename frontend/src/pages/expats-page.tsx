import { Box } from '@mantine/core';
import { PagePlaceholder } from '../components/page-placeholder';

// The expats page lives on a Spanish-tree path but its content is English only, so the
// content carries its own lang while the header and footer stay Spanish.
export function ExpatsPage() {
  return (
    <Box lang="en">
      <PagePlaceholder
        title="English Legal Services for Expats in Medellín"
        lead="Family, criminal, business, immigration, administrative and real-estate matters, handled in English."
      />
    </Box>
  );
}
