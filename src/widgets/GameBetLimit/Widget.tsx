// spec 8 Bet limits: 'Each of the 8 limit types has a title and text, with placeholders for the bet and the
// limit' (src/play/betLimitText.ts). The buttons are the document's.
import type { WidgetRenderProps } from '../types';
import { useText } from '../../renderer/text';
import { PlayDialog } from '../../play/PlayDialog';
import { usePlay } from '../GamePlay/context';

export default function GameBetLimit({ children, emit }: WidgetRenderProps<Record<string, never>>) {
  const t = useText();
  const { betLimit } = usePlay();
  return (
    <PlayDialog open={!!betLimit} testId="bet-limit-dialog" title={betLimit ? t(betLimit.title, betLimit.values) : ''}
      onClose={() => void emit('close')} footer={children}>
      {betLimit ? t(betLimit.text, betLimit.values) : ''}
    </PlayDialog>
  );
}
