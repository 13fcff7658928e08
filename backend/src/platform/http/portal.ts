import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { Router } from 'express';

export const PORTAL_BASE = '/mflow';

/**
 * Serves the built portal under /mflow. Hashed assets are cached for a year; index.html never, so a
 * new release is picked up on the next visit. Any other path inside /mflow is a client-side route.
 */
export function portalRouter(portalDir: string): Router {
  const router = Router();
  const indexFile = path.join(portalDir, 'index.html');
  router.get('/', (_req, res) => res.redirect(302, `${PORTAL_BASE}/`));
  router.use(
    PORTAL_BASE,
    express.static(portalDir, {
      index: false,
      setHeaders: (res, file) => {
        res.setHeader('Cache-Control', file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    }),
  );
  router.get([PORTAL_BASE, `${PORTAL_BASE}/{*rest}`], (req, res, next) => {
    if (path.extname(req.path) && !req.path.endsWith('.html')) return next();
    if (!existsSync(indexFile)) return next();
    res.setHeader('Cache-Control', 'no-cache');
    // With `root`, send checks for dot segments only below it, so a portal built inside a dot folder is served too.
    res.sendFile('index.html', { root: portalDir });
  });
  return router;
}
