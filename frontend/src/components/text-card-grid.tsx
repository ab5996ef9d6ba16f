import { Card, SimpleGrid, type SimpleGridProps, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export interface TextCardItem {
  title: string;
  text: string;
}

interface TextCardGridProps {
  items: readonly TextCardItem[];
  cols: SimpleGridProps['cols'];
  /** An icon shown atop every card (the home page's highlights). */
  icon?: ReactNode;
}

/** A grid of bordered cards, each a short heading and a sentence: highlights, reasons, values, services. */
export function TextCardGrid({ items, cols, icon }: TextCardGridProps) {
  return (
    <SimpleGrid cols={cols} spacing="lg">
      {items.map((item) => (
        <Card key={item.title} withBorder radius="md" padding="lg" h="100%">
          {icon && (
            <ThemeIcon size={40} radius="md" color="navy.7" mb="md" aria-hidden>
              {icon}
            </ThemeIcon>
          )}
          <Title order={3} fz="lg" c="navy.9" mb={6}>
            {item.title}
          </Title>
          <Text fz="sm" c="gray.7">
            {item.text}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}
