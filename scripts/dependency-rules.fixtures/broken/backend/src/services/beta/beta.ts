import type { staffCheck } from '../alpha/alpha';

export const beta = (): number => 1;
export type TCheck = typeof staffCheck;
