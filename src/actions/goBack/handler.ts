import type { ActionHandler } from '../types';
import type { GoBackParams } from '../../generated/types';

const goBack: ActionHandler<GoBackParams> = (_params, ctx) => ctx.services.links.back();
export default goBack;
