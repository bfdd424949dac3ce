import { SimpleGrid } from '@chakra-ui/react';
import type { WidgetRenderProps } from '../types';
import type { GridProps } from '../../generated/types';
import { useText } from '../../renderer/text';

// role list as well: some screen readers drop a list's role once its markers are gone.
const LIST = { listStyleType: 'none', padding: 0, margin: 0 } as const;

export default function Grid({ props, children }: WidgetRenderProps<GridProps>) {
  const t = useText();
  const columns = props.columns;
  const list = props.as === 'ul';
  return (
    <SimpleGrid as={list ? 'ul' : undefined} role={list ? 'list' : undefined} css={list ? LIST : undefined} aria-label={props.label ? t(props.label) : undefined} columns={{ base: columns.base ?? 1, md: columns.md ?? columns.base ?? 1, lg: columns.lg ?? columns.md ?? columns.base ?? 1 }} gap={props.gap}>
      {children}
    </SimpleGrid>
  );
}
