import { widget } from '../two/widget';

export const page = () => widget();
