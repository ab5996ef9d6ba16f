import { Button, Group, List, Text } from '@mantine/core';
import { MessageText } from './week-editor';

/** One entry of a list staff add to and remove from: what it reads, its remove button, a message about it. */
export interface RemovableItem {
  key: string;
  /** The entry's id, when a message of the server's points at it. */
  id?: string;
  text: string;
  removeLabel: string;
  onRemove: () => void;
  problem?: string;
}

const WRAPPING = {
  root: { height: 'auto', maxWidth: '100%' },
  label: { whiteSpace: 'normal', textAlign: 'start' },
} as const;

/** A short list of days or ranges, each with its remove button; `empty` when there is none. */
export function RemovableList({ items, empty }: { items: RemovableItem[]; empty: string }) {
  if (items.length === 0) return <Text fz="sm">{empty}</Text>;
  return (
    <List spacing={4} listStyleType="none" p={0}>
      {items.map((item) => (
        <List.Item key={item.key} id={item.id}>
          <Group gap="xs">
            <Text fz="sm" component="span">
              {item.text}
            </Text>
            <Button
              variant="subtle"
              color="red.8"
              size="compact-sm"
              aria-describedby={item.problem && item.id ? `${item.id}-error` : undefined}
              onClick={item.onRemove}
              // "Quitar 20 de enero de 2027 a 22 de enero de 2027" is wider than a phone: it wraps.
              styles={WRAPPING}
            >
              {item.removeLabel}
            </Button>
          </Group>
          {item.problem && item.id && <MessageText id={`${item.id}-error`}>{item.problem}</MessageText>}
        </List.Item>
      ))}
    </List>
  );
}
