import { Stack as ChakraStack } from '@chakra-ui/react';
import type { WidgetRenderProps } from '../types';
import type { StackProps } from '../../generated/types';
import { useText } from '../../renderer/text';
import { useTextValues } from '../../renderer/useTextValues';
import type { ValueFormat } from '../../renderer/valueFormats';

// A list item sits in a list without the list's own marker or indent (the Grid or Stack as ul sets none either).
const LIST_ITEM = { listStyleType: 'none' } as const;

export default function Stack({ props, children }: WidgetRenderProps<StackProps>) {
  const t = useText();
  const labelValues = useTextValues(props.labelValues, props.labelFormats as Record<string, ValueFormat> | undefined);
  const direction = props.direction;
  return (
    <ChakraStack
      as={props.as}
      css={props.as === 'li' ? LIST_ITEM : undefined}
      aria-label={props.label ? t(props.label, labelValues) : undefined}
      direction={{ base: props.directionOnMobile ?? direction, md: direction }}
      gap={props.gap}
      align={props.align}
      justify={props.justify}
      wrap={props.wrap ? 'wrap' : undefined}
      p={props.padding}
      flex={props.grow ? '1' : undefined}
      data-testid={props.testId}
    >
      {children}
    </ChakraStack>
  );
}
