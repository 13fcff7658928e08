import { renderToStaticMarkup } from 'react-dom/server';
import { startupFrameScript } from './choose-frame';
import { StartupFrame } from './startup-frame';

export type RenderedStartupFrame = { html: string; script: string };

/**
 * Run by the build (vite-plugins/startup-frame.ts), not in the browser: the frame's markup for
 * index.html's body and the head script that picks its view. The pages' <title> elements are left
 * out: the document keeps its own title until React sets the page's.
 */
export function renderStartupFrame(): RenderedStartupFrame {
  const html = renderToStaticMarkup(<StartupFrame />).replace(/<title>[^<]*<\/title>/g, '');
  return { html, script: startupFrameScript() };
}
