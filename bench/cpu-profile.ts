/**
 * Summarises a V8 CPU profile (`node --cpu-prof` writes one on exit) by self time: where the CPU
 * went, by function and by package, as a share of the time the process was not idle.
 *
 *   npx tsx bench/cpu-profile.ts <file.cpuprofile> [top]
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

type TCallFrame = { functionName: string; url: string; lineNumber: number };
type TProfile = { nodes: { id: number; callFrame: TCallFrame }[]; samples: number[]; timeDeltas: number[] };

const ROOT = path.resolve(__dirname, '..');
const IDLE = '(idle)';

function whereOf(url: string): { file: string; owner: string } {
  const file = url.startsWith('file://') ? decodeURIComponent(new URL(url).pathname) : url;
  const inModules = /node_modules\/((?:@[^/]+\/)?[^/]+)\/(.*)$/.exec(file);
  if (inModules?.[1]) return { file: `${inModules[1]}/${inModules[2]}`, owner: inModules[1] };
  if (file.startsWith(ROOT)) {
    const relative = path.relative(ROOT, file);
    return { file: relative, owner: relative.split(path.sep).slice(0, 2).join('/') };
  }
  if (file.startsWith('node:')) return { file, owner: 'node internals' };
  return { file, owner: file ? file : 'V8 and native' };
}

export type TProfileSummary = { busyMs: number; functions: [string, number][]; owners: [string, number][] };

export function summariseProfile(file: string, top = 15): TProfileSummary {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as TProfile;
  const frames = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  const selfByFunction = new Map<string, number>();
  const selfByOwner = new Map<string, number>();
  let busyUs = 0;
  profile.samples.forEach((id, index) => {
    const frame = frames.get(id);
    const us = profile.timeDeltas[index] ?? 0;
    if (!frame || frame.functionName === IDLE) return;
    busyUs += us;
    const { file: where, owner } = whereOf(frame.url);
    const name = `${frame.functionName || '(anonymous)'}${where ? ` ${where}:${frame.lineNumber + 1}` : ''}`;
    selfByFunction.set(name, (selfByFunction.get(name) ?? 0) + us);
    selfByOwner.set(owner, (selfByOwner.get(owner) ?? 0) + us);
  });
  const topOf = (map: Map<string, number>) => [...map].sort((a, b) => b[1] - a[1]).slice(0, top);
  return { busyMs: busyUs / 1000, functions: topOf(selfByFunction), owners: topOf(selfByOwner) };
}

export function formatSummary(summary: TProfileSummary): string {
  const share = (us: number) => `${((us / 1000 / summary.busyMs) * 100).toFixed(1).padStart(5)}%`;
  return [
    `busy (not idle): ${(summary.busyMs / 1000).toFixed(1)} s`,
    'self time by function:',
    ...summary.functions.map(([name, us]) => `  ${share(us)}  ${name}`),
    'self time by package or folder:',
    ...summary.owners.map(([name, us]) => `  ${share(us)}  ${name}`),
  ].join('\n');
}

if (require.main === module) {
  const [file, top] = process.argv.slice(2);
  if (!file) {
    process.stderr.write('usage: npx tsx bench/cpu-profile.ts <file.cpuprofile> [top]\n');
    process.exit(2);
  }
  process.stdout.write(`${formatSummary(summariseProfile(file, top ? Number(top) : 15))}\n`);
}
