import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Clock } from '../clock';
import { AppError } from '../errors/app-error';

/** Long enough for a page to load its images, short enough that a leaked link soon stops working. */
export const FILE_KEY_TTL_SECONDS = 300;

const KEY_FORMAT = /^(\d{1,12})\.([\w-]{43})$/;

export type TFileKeys = {
  /** A key that opens one file for 5 minutes. */
  keyFor(fileId: string): string;
  /** The download path with such a key, for <img src> and links. */
  urlFor(fileId: string): string;
  /** Throws ERR_FILE_0008 for a key that is malformed or not for this file, ERR_FILE_0009 once it has expired. */
  verify(fileId: string, key: string): void;
};

/**
 * Download keys are stateless: an HMAC over the file id and the expiry, so any instance can check
 * a key another issued and nothing is stored. The signing secret is derived, never used raw, so a
 * file key can never pass for a session or access-key signature.
 */
export function createFileKeys(options: { secret: string; clock: Clock }): TFileKeys {
  const { clock } = options;
  const hmacKey = createHmac('sha256', options.secret).update('mflow-file-download-key').digest();
  const sign = (fileId: string, expires: string) => createHmac('sha256', hmacKey).update(`${fileId}.${expires}`).digest('base64url');
  const keyFor = (fileId: string) => {
    const expires = String(Math.floor(clock.now().getTime() / 1000) + FILE_KEY_TTL_SECONDS);
    return `${expires}.${sign(fileId, expires)}`;
  };
  return {
    keyFor,
    urlFor: (fileId) => `/fileservice/api/v1/downloadFile/${encodeURIComponent(fileId)}?key=${keyFor(fileId)}`,
    verify(fileId, key) {
      const match = KEY_FORMAT.exec(key);
      if (!match) throw new AppError('ERR_FILE_0008');
      const [, expires = '', signature = ''] = match;
      if (!timingSafeEqual(Buffer.from(signature), Buffer.from(sign(fileId, expires)))) throw new AppError('ERR_FILE_0008');
      if (Number(expires) * 1000 <= clock.now().getTime()) throw new AppError('ERR_FILE_0009');
    },
  };
}
