import { Card, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import responsive from './responsive.module.css';

export interface TextCardItem {
  title: string;
  text: string;
}

/** A grid layout of responsive.module.css: one column on phones, then the columns its name gives. */
export type GridColumns = 'cols2' | 'cols3' | 'cols2to3' | 'cols2to3Lg' | 'cols2to4';

interface TextCardGridProps {
  items: readonly TextCardItem[];
  cols: GridColumns;
  /** An icon shown atop every card (the home page's highlights). */
  icon?: ReactNode;
}

/** A grid of bordered cards, each a short heading and a sentence: highlights, reasons, values, services. */
export function TextCardGrid({ items, cols, icon }: TextCardGridProps) {
  return (
    <div className={responsive[cols]}>
      {items.map((item) => (
        <Card key={item.title} withBorder radius="md" padding="lg" h="100%">
          {/* The theme's defaults (primary navy.7, radius md): ThemeIcon would pass radius and color on
              to the DOM as invalid attributes. */}
          {icon && (
            <ThemeIcon size={40} mb="md" aria-hidden>
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
    </div>
  );
}
