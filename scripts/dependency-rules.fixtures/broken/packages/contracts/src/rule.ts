import { beta } from '../../../backend/src/services/alpha/../beta/beta';

export const rule = () => beta();
