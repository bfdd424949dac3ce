// Notices for the player: a failed action, an API error, a dropped connection. One live region, so
// screen readers hear them; each can be dismissed and disappears after a while.
import { Box, CloseButton, Stack, Text } from '@chakra-ui/react';
import { create } from 'zustand';
import { useText } from '../renderer/text';

export interface Notice { id: number; text: string; tone: 'info' | 'error' }
interface NoticeState { notices: Notice[]; notify(text: string, tone?: Notice['tone']): void; dismiss(id: number): void }

let counter = 0;
export const NOTICE_MS = 8000;

export const useNotices = create<NoticeState>((set, get) => ({
  notices: [],
  notify: (text, tone = 'error') => {
    if (get().notices.some((n) => n.text === text)) return; // the same message twice says nothing new
    const id = ++counter;
    set((s) => ({ notices: [...s.notices.slice(-2), { id, text, tone }] }));
    setTimeout(() => get().dismiss(id), NOTICE_MS);
  },
  dismiss: (id) => set((s) => ({ notices: s.notices.filter((n) => n.id !== id) })),
}));

export function Notices() {
  const t = useText();
  const { notices, dismiss } = useNotices();
  return (
    <Stack role="status" aria-live="polite" position="fixed" bottom={4} insetX={4} maxW="md" mx="auto" zIndex="toast" gap={2} pointerEvents="none">
      {notices.map((n) => (
        <Box key={n.id} pointerEvents="auto" bg={n.tone === 'error' ? 'red.700' : 'bg.panel'} color={n.tone === 'error' ? 'white' : 'fg'}
          borderRadius="md" boxShadow="lg" px={4} py={3} display="flex" alignItems="center" gap={3} data-notice={n.tone}>
          <Text flex="1">{n.text}</Text>
          <CloseButton size="xs" aria-label={t('text.common.close')} onClick={() => dismiss(n.id)} color="inherit" />
        </Box>
      ))}
    </Stack>
  );
}
