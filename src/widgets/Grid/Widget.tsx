import { SimpleGrid } from '@chakra-ui/react';
import type { WidgetRenderProps } from '../types';
import type { GridProps } from '../../generated/types';

export default function Grid({ props, children }: WidgetRenderProps<GridProps>) {
  const columns = props.columns;
  return (
    <SimpleGrid columns={{ base: columns.base ?? 1, md: columns.md ?? columns.base ?? 1, lg: columns.lg ?? columns.md ?? columns.base ?? 1 }} gap={props.gap}>
      {children}
    </SimpleGrid>
  );
}
