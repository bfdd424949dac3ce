import type { ActionHandler } from '../types';
import type { OpenModalParams } from '../../generated/types';

const openModal: ActionHandler<OpenModalParams> = ({ modal, content }, ctx) => ctx.services.modals.openModal(modal, content);
export default openModal;
