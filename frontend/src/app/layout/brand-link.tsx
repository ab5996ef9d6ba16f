import { Anchor, Box, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { ScalesIcon } from '../../components/icons';
import { useFirm } from '../../content/site-content-context';
import classes from './site-header.module.css';

/** The firm's mark and name, linking home: the visitors' header and the staff frame share it. */
export function BrandLink({ to }: { to: string }) {
  const firm = useFirm();
  return (
    <Anchor component={Link} to={to} className={classes.brand} underline="never">
      <Box className={classes.logoMark}>
        <ScalesIcon size={20} />
      </Box>
      <Text component="span" className={classes.brandName}>
        {firm.name}
      </Text>
    </Anchor>
  );
}
