import { beta } from '../beta/beta';
import type { TStaffCheck } from '../../platform/http/guard';

export const staffCheck: TStaffCheck = () => beta();
