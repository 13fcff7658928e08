import path from 'node:path';
import express, { Router } from 'express';

const SWAGGER_UI_DIR = path.dirname(require.resolve('swagger-ui-dist/package.json'));

const INITIALIZER = `window.onload = function () {
  window.ui = SwaggerUIBundle({ url: '/api-docs/openapi.json', dom_id: '#swagger-ui', deepLinking: true,
    presets: [SwaggerUIBundle.presets.apis, SwaggerUIStandalonePreset], layout: 'StandaloneLayout' });
};
`;

/** The OpenAPI document generated from the route contracts, and a viewer for people. */
export function apiDocsRouter(document: () => object): Router {
  const router = Router();
  router.get('/api-docs/openapi.json', (_req, res) => res.json(document()));
  // Swagger UI loads its files relative to the page, so the viewer must live at /api-docs/.
  router.get('/api-docs', (req, res, next) => (req.originalUrl === '/api-docs' ? res.redirect(301, '/api-docs/') : next()));
  router.get('/api-docs/swagger-initializer.js', (_req, res) => res.type('application/javascript').send(INITIALIZER));
  router.use('/api-docs', express.static(SWAGGER_UI_DIR, { index: 'index.html' }));
  return router;
}
