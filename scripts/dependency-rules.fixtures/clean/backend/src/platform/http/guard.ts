export type TStaffCheck = () => number;
export const guard = (check: TStaffCheck) => check();
