#!/usr/bin/env node
/**
 * Draws the module graphs of docs/architecture.md from the code, with dependency-cruiser's mermaid
 * output: the backend's services (a payment sub-domain is a module of its own) and the portal's
 * folders. `--check` fails when the page's graphs are not what the code draws now, so the picture
 * cannot drift from the imports (npm run check:deps runs it).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const page = path.join(root, 'docs', 'architecture.md');
const cruiser = path.join(root, 'node_modules', '.bin', 'depcruise');

const GRAPHS = [
  {
    name: 'backend-services',
    args: [
      'backend/src/services',
      '--include-only',
      '^backend/src/services/',
      '--exclude',
      '\\.test\\.ts$',
      '--collapse',
      '^backend/src/services/(payment/[^/]+|[^/]+)',
    ],
  },
  {
    name: 'portal',
    args: [
      'frontend/src',
      '--include-only',
      '^frontend/src/',
      '--exclude',
      '\\.test\\.tsx?$',
      '--collapse',
      '^frontend/src/(features/[^/]+|[^/]+)',
    ],
  },
];

function draw(args) {
  const mermaid = execFileSync(cruiser, [...args, '--output-type', 'mermaid'], {
    cwd: root,
    encoding: 'utf8',
  });
  return mermaid.trim();
}

function withGraph(text, name, mermaid) {
  const start = `<!-- module-graph:${name}:start -->`;
  const end = `<!-- module-graph:${name}:end -->`;
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from < 0 || to < from) throw new Error(`docs/architecture.md has no ${start} ... ${end} markers`);
  return `${text.slice(0, from + start.length)}\n\n\`\`\`mermaid\n${mermaid}\n\`\`\`\n\n${text.slice(to)}`;
}

const before = readFileSync(page, 'utf8');
const after = GRAPHS.reduce((text, graph) => withGraph(text, graph.name, draw(graph.args)), before);

if (process.argv.includes('--check')) {
  if (after !== before) {
    console.error('docs/architecture.md: the module graphs differ from the code; run node scripts/draw-module-graph.mjs');
    process.exit(1);
  }
  console.log("docs/architecture.md: the module graphs are the code's");
} else {
  writeFileSync(page, after);
  console.log('docs/architecture.md: module graphs drawn');
}
