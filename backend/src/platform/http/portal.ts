import path from 'node:path';
import express, { Router } from 'express';

export const PORTAL_BASE = '/mflow';
export const BACKOFFICE_BASE = '/backoffice';

/**
 * Serves a built single-page app under `base`. Hashed assets are cached for a year; index.html
 * never, so a new release is picked up on the next visit. Any other path inside `base` is a
 * client-side route.
 */
export function singlePageAppRouter(base: string, appDir: string): Router {
  const router = Router();
  router.use(
    base,
    express.static(appDir, {
      index: false,
      setHeaders: (res, file) => {
        res.setHeader('Cache-Control', file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    }),
  );
  router.get([base, `${base}/{*rest}`], (req, res, next) => {
    if (path.extname(req.path) && !req.path.endsWith('.html')) return next();
    res.setHeader('Cache-Control', 'no-cache');
    // With `root`, send checks for dot segments only below it, so an app built inside a dot folder is served too.
    res.sendFile('index.html', { root: appDir }, (error) => (error ? next() : undefined));
  });
  return router;
}

/** The customer portal at /mflow (where `/` leads) and the staff back-office at /backoffice. */
export function portalRouter(dirs: { portalDir: string; backofficeDir: string }): Router {
  const router = Router();
  router.get('/', (_req, res) => res.redirect(302, `${PORTAL_BASE}/`));
  router.use(singlePageAppRouter(PORTAL_BASE, dirs.portalDir));
  router.use(singlePageAppRouter(BACKOFFICE_BASE, dirs.backofficeDir));
  return router;
}
