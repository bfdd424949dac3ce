import { IconButton } from '@chakra-ui/react';
import type { WidgetRenderProps } from '../types';
import type { ColorModeToggleProps } from '../../generated/types';
import { useText } from '../../renderer/text';
import { useServices } from '../../renderer/services';

export default function ColorModeToggle({ props, emit }: WidgetRenderProps<ColorModeToggleProps>) {
  const t = useText();
  const { colorMode, setColorMode } = useServices().colorMode;
  const label = t(colorMode === 'dark' ? props.toLightLabel : props.toDarkLabel);
  return (
    <IconButton
      aria-label={label}
      title={label}
      variant="ghost"
      size="sm"
      data-color-mode={colorMode}
      onClick={() => {
        setColorMode('toggle');
        void emit('change');
      }}
    >
      <span aria-hidden="true">{colorMode === 'dark' ? '☀' : '☾'}</span>
    </IconButton>
  );
}
