import { rule } from '../../../../packages/contracts/src/rule';

export const beta = (): number => rule();
