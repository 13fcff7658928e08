import type { TErrorCode, TErrorEntry } from './error-catalogue';

/** A module's messages: texts of codes the platform lists (error-catalogue.ts), and of no other. */
export type TErrorTexts = { readonly [C in TErrorCode]?: TErrorEntry };

/** The messages of one concern, named so that a clash can say where each definition lives. */
export type TCataloguePart = { name: string; messages: Record<string, TErrorEntry> };

type TIntersectionOf<U> = (U extends unknown ? (part: U) => void : never) extends (part: infer I) => void ? I : never;

/** The parts' messages as one object whose keys stay a literal union, so a mistyped code fails to compile. */
export type TMergedCatalogue<P extends readonly TCataloguePart[]> = TIntersectionOf<P[number]['messages']>;

/**
 * Joins the parts into one catalogue. A code defined in two parts would let one text silently
 * replace the other, so it stops the start instead.
 */
export function mergeCatalogue<const P extends readonly TCataloguePart[]>(parts: P): TMergedCatalogue<P> {
  const merged: Record<string, TErrorEntry> = {};
  const definedIn = new Map<string, string>();
  for (const part of parts) {
    for (const [code, entry] of Object.entries(part.messages)) {
      const earlier = definedIn.get(code);
      if (earlier) throw new Error(`Error code ${code} is defined in both ${earlier} and ${part.name}`);
      definedIn.set(code, part.name);
      merged[code] = entry;
    }
  }
  return merged as TMergedCatalogue<P>;
}
