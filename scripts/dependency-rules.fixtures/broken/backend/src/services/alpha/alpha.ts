import { beta } from '../beta/beta';
import { clockControl } from '../../sim/clock-control';

export const staffCheck = () => beta() + clockControl();
