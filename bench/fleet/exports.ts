/**
 * The exports' figures: each download timed beside its floor while the backend's resident memory
 * is read from /proc/<pid>/status every 10 ms; the growth is the peak during the download less the
 * value just before it.
 */
import { readFileSync } from 'node:fs';
import { percentile } from '../timing';
import type { TFleetClient } from './client';
import type { TFloor } from './floors';

export type TExportFigure = { label: string; ms: number[]; floorMs: number[]; bytes: number; growth: number[] };

/** The backend's resident memory in bytes, from /proc (Linux). */
function rssOf(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('VmRSS:'));
  return Number(line?.replace(/\D+/g, '') ?? Number.NaN) * 1024;
}

/** Downloads the export `downloads` times, every byte read, each followed by its floor. */
export async function measureExport(
  client: TFleetClient,
  { pid, downloads }: { pid: number; downloads: number },
  { label, pathAndQuery, floor }: { label: string; pathAndQuery: string; floor: TFloor },
): Promise<TExportFigure> {
  const figure: TExportFigure = { label, ms: [], floorMs: [], bytes: 0, growth: [] };
  for (let n = 0; n < downloads; n += 1) {
    const before = rssOf(pid);
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, rssOf(pid))), 10);
    const started = performance.now();
    const response = await fetch(`${client.base}${pathAndQuery}`, { headers: client.headers });
    if (!response.ok || !response.body) throw new Error(`GET ${pathAndQuery}: ${response.status}`);
    let bytes = 0;
    const reader = response.body.getReader();
    for (let read = await reader.read(); !read.done; read = await reader.read()) bytes += read.value.length;
    figure.ms.push(performance.now() - started);
    clearInterval(sampler);
    peak = Math.max(peak, rssOf(pid));
    figure.growth.push(peak - before);
    figure.bytes = bytes;
    figure.floorMs.push(await client.floorMs(floor));
  }
  return figure;
}

export function exportLines(figures: TExportFigure[], downloads: number): string[] {
  return [
    `exports (${downloads} downloads each; memory: the backend's RSS peak during the download less before it):`,
    ...figures.map((figure) => {
      const ms = percentile(figure.ms, 50);
      const floorMs = percentile(figure.floorMs, 50);
      return `  ${figure.label.padEnd(42)} median ${(ms / 1000).toFixed(2)} s (${figure.ms.map((value) => (value / 1000).toFixed(2)).join(' ')})  ${(figure.bytes / 1024 / 1024).toFixed(1)} MiB  floor ${(floorMs / 1000).toFixed(2)} s  ratio ${(ms / floorMs).toFixed(2)}  memory growth ${figure.growth.map((value) => (value / 1024 / 1024).toFixed(1)).join(' ')} MB`;
    }),
  ];
}
