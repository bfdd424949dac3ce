import { Link as ChakraLink, Button as ChakraButton } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import type { WidgetRenderProps } from '../types';
import type { LinkProps } from '../../generated/types';
import { useText } from '../../renderer/text';
import { useServices } from '../../renderer/services';

// A Link node stands on its own (not inside a sentence), so it is a target of at least 24 px (WCAG 2.5.8):
// two links one above the other in a dialog are not too small to hit.
const TARGET = { minH: '6' } as const;

export default function Link({ props, emit }: WidgetRenderProps<LinkProps>) {
  const t = useText();
  const { resolve } = useServices().links;
  const link = resolve(props.to);
  const label = t(props.text);
  const onClick = () => void emit('click');
  if (link.external) {
    return (
      <ChakraLink href={link.href} target="_blank" rel="noopener noreferrer" onClick={onClick} {...TARGET}>
        {label}
      </ChakraLink>
    );
  }
  if (props.variant === 'button') {
    return (
      <ChakraButton asChild colorPalette="accent">
        <RouterLink to={link.href} onClick={onClick}>{label}</RouterLink>
      </ChakraButton>
    );
  }
  return (
    <ChakraLink asChild variant={props.variant === 'plain' ? 'plain' : 'underline'} {...TARGET}>
      <RouterLink to={link.href} onClick={onClick}>{label}</RouterLink>
    </ChakraLink>
  );
}
