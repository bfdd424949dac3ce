import { SimpleGrid } from '@chakra-ui/react';
import type { WidgetRenderProps } from '../types';
import type { GridProps } from '../../generated/types';

export default function Grid({ props, children }: WidgetRenderProps<GridProps>) {
  const columns = props.columns ?? { base: 1, md: 2, lg: 4 };
  return (
    <SimpleGrid columns={{ base: columns.base ?? 1, md: columns.md ?? columns.base ?? 1, lg: columns.lg ?? columns.md ?? columns.base ?? 1 }} gap={props.gap ?? 4}>
      {children}
    </SimpleGrid>
  );
}
