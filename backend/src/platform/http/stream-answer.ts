import type { Response } from 'express';
import type { Writable } from 'node:stream';

/** Declares an answer written as it is made (an export too large to hold), with the media types it may have. */
export type TStreamResponse = { stream: readonly string[] };

/**
 * A file written to the client piece by piece. The handler checks everything that can refuse the
 * call before it answers this: once `writeTo` has written, the status is sent and a failure can
 * only cut the download short.
 */
export type TStreamAnswer = { mimeType: string; fileName: string; writeTo: (out: Writable) => Promise<void> };

function drained(out: Writable): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const settle = (error?: Error) => {
      out.off('drain', onDrain);
      out.off('close', onClose);
      if (error) reject(error);
      else resolve();
    };
    const onDrain = () => settle();
    const onClose = () => settle(new Error('the client closed the download'));
    out.on('drain', onDrain);
    out.on('close', onClose);
  });
}

/**
 * Writes a chunk and, when the socket's buffer is full, waits until it drains: a slow client slows
 * the writer instead of the answer piling up in memory. A client that went away ends the writer.
 */
export async function writeChunk(out: Writable, chunk: string): Promise<void> {
  if (out.destroyed) throw new Error('the client closed the download');
  if (!out.write(chunk)) await drained(out);
}

/** Waits until a stream that another one writes into (a zip's output) has drained its buffer. */
export async function waitForDrain(out: Writable): Promise<void> {
  if (out.destroyed) throw new Error('the client closed the download');
  if (out.writableNeedDrain) await drained(out);
}

/** Sends a streamed answer as a download; a failure after the first byte ends the connection, which the client sees as a broken download. */
export async function sendStream(res: Response, answer: TStreamAnswer): Promise<void> {
  const fileName = /^[\w.-]{1,100}$/.test(answer.fileName) ? answer.fileName : 'download';
  res.status(200).set({
    'Content-Type': answer.mimeType,
    'Content-Disposition': `attachment; filename="${fileName}"`,
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'private, no-store',
  });
  try {
    await answer.writeTo(res);
    res.end();
  } catch (error) {
    if (!res.headersSent) throw error;
    res.destroy(error instanceof Error ? error : new Error(String(error)));
  }
}
