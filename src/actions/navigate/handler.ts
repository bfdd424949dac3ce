import type { ActionHandler } from '../types';
import type { NavigateParams } from '../../generated/types';

const navigate: ActionHandler<NavigateParams> = ({ to, replace }, ctx) => ctx.services.links.navigate(to, { replace });
export default navigate;
