const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe to place in HTML, in an element or a quoted attribute. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);

/**
 * A whole page the server draws itself (the simulated gateway's and identity provider's pages):
 * one `main` box, its own inline style and no script, so the app's Content-Security-Policy holds.
 */
export function htmlPage(options: { lang: 'th' | 'en'; title: string; style: string; body: string }): string {
  return `<!doctype html>
<html lang="${options.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(options.title)}</title>
<style>${options.style}</style>
</head>
<body>
<main>
${options.body}
</main>
</body>
</html>`;
}
