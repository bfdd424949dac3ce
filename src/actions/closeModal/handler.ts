import type { ActionHandler } from '../types';
import type { CloseModalParams } from '../../generated/types';

const closeModal: ActionHandler<CloseModalParams> = ({ modal }, ctx) => ctx.services.modals.closeModal(modal);
export default closeModal;
