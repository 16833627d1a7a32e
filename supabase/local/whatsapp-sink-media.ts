import { createHash, randomInt } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';

/**
 * The local WhatsApp sink's media (whatsapp-sink.ts), as the Cloud API's media endpoints serve it:
 *
 * - `GET <api>/graph/{version}/{media-id}` (the bearer token required) answers
 *   `{"messaging_product":"whatsapp","url","mime_type","sha256","file_size","id"}`, and the `url`
 *   (`<api>/graph/_sink/media/{media-id}`, the token required too) the bytes, for the media a
 *   shopper or the owner sent through the sink and for what the shop uploaded; an unknown id is
 *   Meta's refusal (100, subcode 33).
 * - `POST <api>/graph/{version}/{phone-number-id}/media`, multipart (`messaging_product`,
 *   `file` with its type, optionally `type`) keeps an upload and answers `{"id"}`, which a media
 *   message may then send.
 *
 * Each item is two files under `<outboxDir>/media/`: `<id>.json` (what the endpoint answers
 * with, and where it came from) and `<id>.bin`, each written whole and renamed into place, so a
 * stop or a power cut keeps them.
 */

export interface SinkMedia {
  id: string;
  mime_type: string;
  sha256: string;
  file_size: number;
  file_name: string | null;
  /** Sent by a shopper or the owner through the sink, or uploaded by the shop. */
  origin: 'delivered' | 'uploaded';
  created_at: string;
}

/** Meta's limit on an upload (documents: 100 MB; the sink keeps it small). */
const MAX_UPLOAD_BYTES = 16 * 1024 * 1024;
/** The path of a media item's bytes on the sink (the `url` its endpoint answers). */
export const MEDIA_BYTES_PATH = '/_sink/media/';

/** A 1×1 PNG: what a played shopper's photo is when the test or the form gives no bytes. */
export const PLACEHOLDER_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

function writeWhole(file: string, data: string | Buffer): void {
  writeFileSync(`${file}.tmp`, data);
  renameSync(`${file}.tmp`, file);
}

export interface MediaStore {
  save(bytes: Buffer, mimeType: string, fileName: string | null, origin: SinkMedia['origin']): SinkMedia;
  find(id: string): { media: SinkMedia; bytes: Buffer } | null;
}

export function mediaStore(outboxDir: string): MediaStore {
  const dir = join(outboxDir, 'media');
  return {
    save(bytes, mimeType, fileName, origin) {
      mkdirSync(dir, { recursive: true });
      // Meta's media ids are 15–17 digits.
      const id = `${randomInt(1, 9)}${String(randomInt(0, 2 ** 47)).padStart(15, '0')}`;
      const media: SinkMedia = {
        id,
        mime_type: mimeType,
        sha256: createHash('sha256').update(bytes).digest('base64'),
        file_size: bytes.length,
        file_name: fileName,
        origin,
        created_at: new Date().toISOString(),
      };
      writeWhole(join(dir, `${id}.bin`), bytes);
      writeWhole(join(dir, `${id}.json`), `${JSON.stringify(media, null, 2)}\n`);
      return media;
    },
    find(id) {
      if (!/^\d{1,30}$/.test(id)) return null;
      try {
        const media = JSON.parse(readFileSync(join(dir, `${id}.json`), 'utf8')) as SinkMedia;
        return { media, bytes: readFileSync(join(dir, `${id}.bin`)) };
      } catch {
        return null;
      }
    },
  };
}

/** `GET /{media-id}`'s answer: where the bytes are, on the sink this request reached. */
export function mediaInfo(media: SinkMedia, req: IncomingMessage): Record<string, unknown> {
  return {
    messaging_product: 'whatsapp',
    url: `http://${req.headers.host ?? '127.0.0.1'}/graph${MEDIA_BYTES_PATH}${media.id}`,
    mime_type: media.mime_type,
    sha256: media.sha256,
    file_size: media.file_size,
    id: media.id,
  };
}

export function sendMediaBytes(res: ServerResponse, found: { media: SinkMedia; bytes: Buffer }): void {
  res.writeHead(200, { 'content-type': found.media.mime_type, 'content-length': String(found.bytes.length) });
  res.end(found.bytes);
}

/** An upload's file, read from its multipart body; a string says what is wrong with it. */
export async function readUpload(req: IncomingMessage): Promise<{ bytes: Buffer; mimeType: string; fileName: string | null } | string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_UPLOAD_BYTES) return `The file is larger than ${MAX_UPLOAD_BYTES / 1024 / 1024} MB.`;
    chunks.push(chunk as Buffer);
  }
  let form: FormData;
  try {
    form = await new Request('http://sink/upload', { method: 'POST', headers: { 'content-type': req.headers['content-type'] ?? '' }, body: Buffer.concat(chunks) }).formData();
  } catch {
    return 'The body must be multipart/form-data with messaging_product and file.';
  }
  if (form.get('messaging_product') !== 'whatsapp') return 'The parameter messaging_product is required and must be "whatsapp".';
  const file = form.get('file');
  if (!file || typeof file === 'string') return 'The parameter file is required.';
  const mimeType = (typeof form.get('type') === 'string' ? String(form.get('type')) : '') || file.type;
  if (!/^[\w.+-]+\/[\w.+-]+/.test(mimeType)) return 'The file needs its MIME type (the file part\'s Content-Type, or the parameter type).';
  return { bytes: Buffer.from(await file.arrayBuffer()), mimeType, fileName: file.name || null };
}
