import { escapeHtml, htmlPage } from './html-page';

describe('a server-drawn page', () => {
  it('escapes the five characters that can break out of text or a quoted attribute', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;');
  });

  it('has its language, an escaped title, its style and its body in one main box', () => {
    const html = htmlPage({ lang: 'th', title: 'A & B', style: 'h1{margin:0}', body: '<h1>Hi</h1>' });
    expect(html).toContain('<html lang="th">');
    expect(html).toContain('<title>A &amp; B</title>');
    expect(html).toContain('<style>h1{margin:0}</style>');
    expect(html).toContain('<main>\n<h1>Hi</h1>\n</main>');
  });
});
