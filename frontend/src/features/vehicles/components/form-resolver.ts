import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { vehicleMessage } from './vehicle-rules';

function setAt(target: Record<string, unknown>, path: readonly PropertyKey[], value: unknown): void {
  let node = target;
  path.forEach((key, index) => {
    const name = String(key);
    if (index === path.length - 1) {
      if (node[name] === undefined) node[name] = value;
      return;
    }
    node[name] = (node[name] as Record<string, unknown> | undefined) ?? {};
    node = node[name] as Record<string, unknown>;
  });
}

/**
 * The contract's schema as the form's resolver, after `clean` (blank optional fields become
 * absent); the shared vehicle codes become the portal's message ids, worded as the contract words them.
 */
export function contractResolver<T extends FieldValues>(
  schema: z.ZodType,
  clean: (values: T) => unknown = (values) => values,
): Resolver<T> {
  return (values) => {
    const result = schema.safeParse(clean(values));
    if (result.success) return { values: result.data as T, errors: {} };
    const errors: Record<string, unknown> = {};
    for (const issue of result.error.issues) setAt(errors, issue.path, { type: 'custom', message: vehicleMessage(issue.message) });
    return { values: {}, errors: errors as FieldErrors<T> };
  };
}
