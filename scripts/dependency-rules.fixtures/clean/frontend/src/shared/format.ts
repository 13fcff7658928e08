import { rule } from '../../../packages/contracts/src/rule';

export const format = (value: number) => String(value + rule());
