import type { ActionHandler } from '../types';
import type { NavigateParams } from '../../generated/types';

const navigate: ActionHandler<NavigateParams> = ({ to, replace }, ctx) => ctx.navigate(to, { replace });
export default navigate;
