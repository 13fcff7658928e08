import { staffCheck } from '../../services/alpha/alpha';

export const guard = () => staffCheck();
