import { Link as ChakraLink, Button as ChakraButton } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import type { WidgetRenderProps } from '../types';
import type { LinkProps } from '../../generated/types';
import { useText } from '../../renderer/text';
import { useLinks } from '../../shell/links';

export default function Link({ props, emit }: WidgetRenderProps<LinkProps>) {
  const t = useText();
  const { resolve } = useLinks();
  const link = resolve(props.to);
  const label = t(props.text);
  const onClick = () => void emit('click');
  if (link.external) {
    return (
      <ChakraLink href={link.href} target="_blank" rel="noopener noreferrer" onClick={onClick}>
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
    <ChakraLink asChild variant={props.variant === 'plain' ? 'plain' : 'underline'}>
      <RouterLink to={link.href} onClick={onClick}>{label}</RouterLink>
    </ChakraLink>
  );
}
