import { format } from '../../shared/format';

export const page = () => format(1);
