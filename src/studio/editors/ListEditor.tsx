// A list an operator orders (issue 27 item 6: a menu's entries, a form's field order): each item a button that
// selects it, and buttons to move the selected item up or down, remove it, and add one. Every change is a new list.
import { useState, type ReactNode } from 'react';
import { Badge, Box, Button, Heading, Stack } from '@chakra-ui/react';

export interface ListEditorProps<T> {
  label: string;
  items: T[];
  onChange(next: T[]): void;
  /** How an item reads in the list. */
  itemLabel(item: T, index: number): string;
  /** A new item for the Add button; no button without it. */
  newItem?: () => T;
  addLabel?: string;
  /** How many problems an item has. */
  problemCount?: (index: number) => number;
  /** The selected item's own editor, below the list. */
  children?: (index: number) => ReactNode;
}

export function ListEditor<T>({ label, items, onChange, itemLabel, newItem, addLabel = 'Add an item', problemCount, children }: ListEditorProps<T>) {
  const [selected, setSelected] = useState<number | undefined>(items.length ? 0 : undefined);
  const at = selected !== undefined && selected < items.length ? selected : undefined;
  const move = (by: -1 | 1) => {
    if (at === undefined || at + by < 0 || at + by >= items.length) return;
    const next = [...items];
    const [item] = next.splice(at, 1);
    next.splice(at + by, 0, item);
    onChange(next);
    setSelected(at + by);
  };
  return (
    <Box as="section" aria-label={label}>
      <Heading as="h3" size="sm" mb={2}>{label}</Heading>
      <Box as="ol" listStyleType="none" m={0} p={0}>
        {items.map((item, i) => (
          <Box as="li" key={i}>
            <Button size="sm" width="full" justifyContent="flex-start" variant={i === at ? 'solid' : 'ghost'} aria-pressed={i === at} onClick={() => setSelected(i)}>
              {itemLabel(item, i)}
              {problemCount?.(i) ? <Badge ml={2} size="sm" colorPalette="red">{problemCount(i)}</Badge> : null}
            </Button>
          </Box>
        ))}
      </Box>
      <Stack direction="row" gap={2} mt={2} wrap="wrap" role="toolbar" aria-label={`${label}: selected item`}>
        <Button size="sm" variant="outline" disabled={at === undefined || at === 0} onClick={() => move(-1)}>Move up</Button>
        <Button size="sm" variant="outline" disabled={at === undefined || at === items.length - 1} onClick={() => move(1)}>Move down</Button>
        <Button size="sm" variant="outline" disabled={at === undefined} onClick={() => {
          if (at === undefined) return;
          onChange(items.filter((_, i) => i !== at));
          setSelected(items.length > 1 ? Math.max(0, at - 1) : undefined);
        }}>Remove</Button>
        {newItem && <Button size="sm" onClick={() => { onChange([...items, newItem()]); setSelected(items.length); }}>{addLabel}</Button>}
      </Stack>
      {at !== undefined && children && <Box mt={4}>{children(at)}</Box>}
    </Box>
  );
}
