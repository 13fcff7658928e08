/** The paragraphs of an item's plain-text body: blank lines separate them, single line breaks stay inside. */
export function paragraphsOf(body: string): string[] {
  return body
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

/** The opening of a body for a list card: its first paragraph, cut at a word near `max` characters. */
export function summaryOf(body: string, max = 160): string {
  const first = paragraphsOf(body)[0] ?? '';
  if (first.length <= max) return first;
  const cut = first.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** A category code as the tail of its message id: TOLLS_FEES becomes tollsfees. */
export function categoryKey(category: string): string {
  return category.toLowerCase().replace(/[^a-z0-9]/g, '');
}

export type TPageLink = number | 'gap';

/** The page links of a pager: the first, the last, and those next to the current page, with gaps between. */
export function pageLinks(current: number, total: number, size: number): TPageLink[] {
  const pages = Math.max(1, Math.ceil(total / size));
  const shown = [...new Set([1, current - 1, current, current + 1, pages])]
    .filter((page) => page >= 1 && page <= pages)
    .sort((a, b) => a - b);
  return shown.flatMap((page, index) => {
    const previous = shown[index - 1];
    return previous !== undefined && page - previous > 1 ? (['gap', page] as TPageLink[]) : [page];
  });
}

/** A page number read from the address bar; anything odd is the first page. */
export function pageParam(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}
