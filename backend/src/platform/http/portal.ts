import path from 'node:path';
import { Router, type Request, type Response } from 'express';

const PORTAL_BASE = '/mflow';
const BACKOFFICE_BASE = '/backoffice';

const LONG_CACHE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/** The text files a build writes beside their Brotli (`.br`) and gzip (`.gz`) copies. */
const PRECOMPRESSED = /\.(js|css|html|svg|json)$/;
const ENCODED_SUFFIX = { br: '.br', gzip: '.gz' } as const;

/** Hashed names never change content, so they may be kept for good; anything else is asked again. */
function cacheControlFor(relativePath: string): string {
  return relativePath.split(/[\\/]/).includes('assets') ? LONG_CACHE : REVALIDATE;
}

type Encoding = keyof typeof ENCODED_SUFFIX;

/** Brotli whenever the client takes it: browsers list gzip first but Brotli is the smaller copy. */
function acceptedEncoding(req: Request, relativePath: string): Encoding | undefined {
  if (!PRECOMPRESSED.test(relativePath)) return undefined;
  return (['br', 'gzip'] as const).find((encoding) => req.acceptsEncodings(encoding) === encoding);
}

/**
 * Sends `relativePath` from `appDir`, as its precompressed copy when the client takes Brotli or gzip
 * and the build wrote one (compressing at build time costs the server nothing per request and
 * compresses harder than on the fly), else as it is. Calls `notFound` when the file is not there.
 */
function sendBuilt(req: Request, res: Response, appDir: string, relativePath: string, notFound: () => void): void {
  res.vary('Accept-Encoding');
  const send = (encoding: Encoding | undefined) => {
    const headers: Record<string, string> = { 'Cache-Control': cacheControlFor(relativePath) };
    if (encoding) {
      headers['Content-Encoding'] = encoding;
      // The type of the original file, not of its compressed copy (send keeps a type already set).
      res.type(path.extname(relativePath));
    }
    const file = encoding ? relativePath + ENCODED_SUFFIX[encoding] : relativePath;
    // With `root`, send checks for dot segments only below it, so an app built inside a dot folder is served too.
    res.sendFile(file, { root: appDir, cacheControl: false, headers }, (error) => {
      if (!error || res.headersSent) return;
      res.removeHeader('Content-Type');
      if (encoding) send(undefined);
      else notFound();
    });
  };
  send(acceptedEncoding(req, relativePath));
}

/**
 * Serves a built single-page app at `base` itself and below it, with no redirect to a trailing
 * slash (on a phone's network that alone costs a round trip). Hashed assets are cached for a year;
 * index.html never, so a new release is picked up on the next visit. Any other path inside `base`
 * without a file extension is a client-side route.
 */
function singlePageAppRouter(base: string, appDir: string): Router {
  const router = Router();
  router.get([base, `${base}/{*rest}`], (req, res, next) => {
    const relativePath = req.path.slice(base.length + 1);
    const isFile = path.extname(relativePath) !== '' && !relativePath.endsWith('.html');
    sendBuilt(req, res, appDir, isFile ? relativePath : 'index.html', () => next());
  });
  return router;
}

/** The customer portal at /mflow (where `/` leads) and the staff back-office at /backoffice. */
export function portalRouter(dirs: { portalDir: string; backofficeDir: string }): Router {
  const router = Router();
  router.get('/', (_req, res) => res.redirect(302, PORTAL_BASE));
  router.use(singlePageAppRouter(PORTAL_BASE, dirs.portalDir));
  router.use(singlePageAppRouter(BACKOFFICE_BASE, dirs.backofficeDir));
  return router;
}
