export const format = (value: number) => String(value);
