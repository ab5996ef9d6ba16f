import { Table } from '@mantine/core';
import type { ReactNode } from 'react';
import type { HoursRow } from '@abogados/shared';

/** The office hours as a table of rows such as "Lunes a viernes | 8:00 a. m. – 6:00 p. m.". */
export function HoursTable({
  rows,
  caption,
  fz,
}: {
  rows: readonly HoursRow[];
  caption?: ReactNode;
  fz?: 'sm';
}) {
  return (
    <Table withRowBorders={false} verticalSpacing={fz ? 2 : 4} horizontalSpacing={0} fz={fz}>
      {caption && (
        <Table.Caption ta="left" c="gray.7">
          {caption}
        </Table.Caption>
      )}
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.days}>
            <Table.Th fw={500}>{row.days}</Table.Th>
            <Table.Td ta="right">{row.time}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
