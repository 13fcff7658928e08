import { format } from '../../src/shared/format';

export const page = () => format(1);
