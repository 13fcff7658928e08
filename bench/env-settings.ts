/** The whole number in environment variable `name`, `fallback` when it is not set; from `min` to `max`, or an error that says so. */
export function wholeNumber(name: string, fallback: number, max: number, min = 1): number {
  const raw = process.env[name];
  const value = raw === undefined ? fallback : Number(raw);
  if (!Number.isInteger(value) || value < min || value > max)
    throw new Error(`${name} must be a whole number from ${min} to ${max}, not ${raw}`);
  return value;
}
