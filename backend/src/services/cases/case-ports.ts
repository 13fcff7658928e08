import type { TAppointments } from './appeals/appointments-port';
import type { TPassageFlags } from './disputes/dispute-views';
import type { TRefunds } from './disputes/refunds-port';

/** What cases take from the modules built beside them: the refunds, toll's journey flags, and the appointments an appeal books. */
export type TCasePorts = { refunds: TRefunds; flags: TPassageFlags; appointments: TAppointments };
