import { Link as ChakraLink, Button as ChakraButton } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import type { WidgetRenderProps } from '../types';
import type { LinkProps } from '../../generated/types';
import { useText } from '../../renderer/text';
import { useServices } from '../../renderer/services';
import { evaluate } from '../../renderer/expressions';
import { useScope } from '../../renderer/scope';
import { useTextValues } from '../../renderer/useTextValues';
import { gamePath } from '../../lobby/GameCard';

// A Link node stands on its own (not inside a sentence), so it is a target of at least 24 px (WCAG 2.5.8):
// two links one above the other in a dialog are not too small to hit.
const TARGET = { minH: '6' } as const;

export default function Link({ props, emit }: WidgetRenderProps<LinkProps>) {
  const t = useText();
  const scope = useScope();
  const values = useTextValues(props.values);
  const { resolve } = useServices().links;
  // A game's page, as a lobby card links it (the route table's path: spec 2.2 has no page key for it).
  const slug = props.game === undefined ? null : evaluate(props.game, scope);
  if (props.game !== undefined && (typeof slug !== 'string' || !slug)) return null;
  const link = typeof slug === 'string' ? { href: gamePath(slug), external: false } : resolve(props.to!);
  const label = t(props.text, values);
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
