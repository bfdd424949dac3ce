// Placeholder rows while something loads: busy for assistive technology, with a sentence to say.
import { Skeleton as ChakraSkeleton, Stack, Text } from '@chakra-ui/react';
import type { WidgetRenderProps } from '../types';
import type { SkeletonProps } from '../../generated/types';
import { useText } from '../../renderer/text';

export default function Skeleton({ props }: WidgetRenderProps<SkeletonProps>) {
  const t = useText();
  return (
    <Stack gap="2" aria-busy="true">
      <Text srOnly>{t(props.label)}</Text>
      {Array.from({ length: props.rows }, (_, i) => <ChakraSkeleton key={i} height={String(props.height)} />)}
    </Stack>
  );
}
