import { createHash } from 'node:crypto';
import { createServer, type Plugin, type ResolvedConfig, type ViteDevServer } from 'vite';

/** Where index.html takes the frame. */
const PLACEHOLDER = '<!--startup-frame-->';
const SCRIPT_PLACEHOLDER = '<!--startup-frame-script-->';
const RENDER_MODULE = '/src/app/startup-frame/render-startup-frame.tsx';
const STYLESHEET = /\.s?css($|\?)/;

type RenderedStartupFrame = { html: string; script: string };

async function renderWith(server: ViteDevServer): Promise<RenderedStartupFrame> {
  const module = await server.ssrLoadModule(RENDER_MODULE);
  return (module.renderStartupFrame as () => RenderedStartupFrame)();
}

/**
 * Draws the portal's start-up frame (src/app/startup-frame) into index.html at build time, with
 * react-dom/server and the portal's own components, and adds the small blocking head script that
 * picks its view. The script is a file of its own rather than inline, as the backend's content
 * security policy allows scripts from the site only.
 */
export function startupFrame(): Plugin {
  let config: ResolvedConfig;
  let built: { frame: RenderedStartupFrame; scriptFile: string } | undefined;

  return {
    name: 'mflow-startup-frame',
    configResolved(resolved) {
      config = resolved;
    },
    async buildStart() {
      if (config.command !== 'build') return;
      // A dev server in middleware mode loads the components as the app does; their stylesheets,
      // which the markup does not need, are left empty rather than compiled a second time.
      const server = await createServer({
        configFile: false,
        root: config.root,
        mode: config.mode,
        logLevel: 'error',
        appType: 'custom',
        plugins: [{ name: 'mflow-startup-frame-no-styles', enforce: 'pre', load: (id) => (STYLESHEET.test(id) ? '' : undefined) }],
        optimizeDeps: { noDiscovery: true, include: [] },
        server: { middlewareMode: true, hmr: false, ws: false, watch: null },
      });
      try {
        const frame = await renderWith(server);
        const hash = createHash('sha256').update(frame.script).digest('base64url').slice(0, 8);
        const scriptFile = `${config.build.assetsDir}/startup-frame-${hash}.js`;
        this.emitFile({ type: 'asset', fileName: scriptFile, source: frame.script });
        built = { frame, scriptFile };
      } finally {
        await server.close();
      }
    },
    async transformIndexHtml(html, context) {
      if (!html.includes(PLACEHOLDER)) return html;
      const fill = (frame: RenderedStartupFrame, scriptTag: string) =>
        html.replace(SCRIPT_PLACEHOLDER, () => scriptTag).replace(PLACEHOLDER, () => frame.html);
      if (context.server) {
        // The dev server sets no content security policy, so its script may be inline.
        const frame = await renderWith(context.server);
        return fill(frame, `<script>${frame.script}</script>`);
      }
      if (!built) throw new Error('The start-up frame was not drawn before index.html');
      return fill(built.frame, `<script src="${config.base}${built.scriptFile}"></script>`);
    },
  };
}
