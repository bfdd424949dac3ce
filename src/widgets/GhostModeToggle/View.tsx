// Ghost mode (spec 6): a switch whose truth is the user details' ghostMode. A change is sent
// (setGhostMode), then the user is loaded again, so the switch, the scope and any other reader agree with
// the server; the top wins feeds on the page are fetched again, since public rows now hide the name.
import { useId, useState } from 'react';
import { Stack, Switch, Text } from '@chakra-ui/react';
// The switch's Chakra recipe, passed as the recipe prop: it loads with this view, not with the first paint (issue 25).
import { switchSlotRecipe } from '@chakra-ui/react/theme';
import type { GhostModeToggleProps } from '../../generated/types';
import { callEndpoint } from '../../platform/api/endpoints';
import { useRevalidateCalls } from '../../platform/api/useEndpoint';
import { loadUser } from '../../platform/auth';
import { useSession } from '../../platform/session';
import { useText } from '../../renderer/text';
import { useServices } from '../../renderer/services';

export default function GhostModeView(props: GhostModeToggleProps) {
  const t = useText();
  const { api } = useServices();
  const revalidate = useRevalidateCalls();
  const enabled = useSession((s) => s.user?.ghostMode === true);
  // While a change is under way the switch shows the wanted value and takes no other click.
  const [pending, setPending] = useState<boolean | null>(null);
  const [failed, setFailed] = useState(false);
  const descriptionId = useId();

  const change = async (wanted: boolean) => {
    setPending(wanted);
    setFailed(false);
    try {
      await callEndpoint(api, 'setGhostMode', { enabled: wanted });
      await loadUser(api);
      await revalidate('getTopWins');
    } catch (error) {
      console.warn('Ghost mode could not be changed', error);
      setFailed(true);
    } finally {
      setPending(null);
    }
  };

  return (
    <Stack gap="1" data-testid="ghost-mode">
      <Switch.Root
        recipe={switchSlotRecipe}
        checked={pending ?? enabled}
        disabled={pending !== null}
        onCheckedChange={(e) => void change(e.checked)}
        colorPalette="accent"
        aria-describedby={descriptionId}
      >
        <Switch.HiddenInput aria-describedby={descriptionId} />
        <Switch.Control />
        <Switch.Label>{t(props.label)}</Switch.Label>
      </Switch.Root>
      <Text id={descriptionId} fontSize="sm" color="fg.muted">{t(props.description)}</Text>
      {failed && <Text role="alert" fontSize="sm" color="fg.error">{t('text.topWins.ghostMode.error')}</Text>}
    </Stack>
  );
}
