import { Stack as ChakraStack } from '@chakra-ui/react';
import type { WidgetRenderProps } from '../types';
import type { StackProps } from '../../generated/types';
import { useText } from '../../renderer/text';

export default function Stack({ props, children }: WidgetRenderProps<StackProps>) {
  const t = useText();
  const direction = props.direction;
  return (
    <ChakraStack
      as={props.as}
      aria-label={props.label ? t(props.label) : undefined}
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
