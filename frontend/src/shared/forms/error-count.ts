/** How many fields a react-hook-form error tree marks as wrong (nested sections included). */
export function countErrors(errors: unknown): number {
  if (typeof errors !== 'object' || errors === null) return 0;
  const node = errors as Record<string, unknown>;
  if (typeof node.message === 'string' || (typeof node.type === 'string' && 'ref' in node)) return 1;
  return Object.entries(node).reduce((sum, [key, value]) => (key === 'root' || key === 'ref' ? sum : sum + countErrors(value)), 0);
}
