import type { z } from 'zod';
import { AppError, type TErrorItem } from '../errors/app-error';
import { isErrorCode } from '../errors/error-catalogue';

function valueAt(input: unknown, path: PropertyKey[]): unknown {
  let current: unknown = input;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

/**
 * Turns zod issues into catalogue errors: one per field and rule, "required", "not recognised",
 * the rule's own code when its message is a catalogue code, or else "invalid".
 */
export function toValidationError(issues: z.core.$ZodIssue[], input: unknown, prefix: string): AppError {
  const items: TErrorItem[] = [];
  const seen = new Set<string>();
  const push = (item: TErrorItem) => {
    const key = `${item.code}:${item.params?.field}`;
    if (!seen.has(key)) {
      seen.add(key);
      items.push(item);
    }
  };
  for (const issue of issues) {
    const field = [prefix, ...issue.path.map(String)].filter(Boolean).join('.') || prefix;
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) push({ code: 'ERR_COMMON_0003', params: { field: [field, key].filter(Boolean).join('.') } });
    } else if ((issue.code === 'invalid_type' || issue.code === 'invalid_union') && valueAt(input, issue.path) === undefined) {
      push({ code: 'ERR_COMMON_0004', params: { field } });
    } else if (isErrorCode(issue.message)) {
      // Shared rule modules (which the portal imports too) name a catalogue code as a rule's message instead of text.
      push({ code: issue.message, params: { field } });
    } else {
      push({ code: 'ERR_COMMON_0002', params: { field } });
    }
  }
  if (items.length === 0) items.push({ code: 'ERR_COMMON_0002', params: { field: prefix } });
  return AppError.many(items as [TErrorItem, ...TErrorItem[]]);
}

export function parseOrThrow<T extends z.ZodType>(schema: T, input: unknown, prefix: string): z.infer<T> {
  const result = schema.safeParse(input);
  if (!result.success) throw toValidationError(result.error.issues, input, prefix);
  return result.data;
}
