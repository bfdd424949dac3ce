import type { ActionHandler } from '../types';
import type { SetColorModeParams } from '../../generated/types';

const setColorMode: ActionHandler<SetColorModeParams> = ({ mode }, ctx) => ctx.services.colorMode.setColorMode(mode);
export default setColorMode;
