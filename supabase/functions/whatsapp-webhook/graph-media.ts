/**
 * Media through the Graph API (issue 56): a shopper's photo, voice note, video, document or
 * sticker reaches the owner, and the owner's reaches the shopper, by fetching it with its media id
 * (`GET /{media-id}` answers a short-lived `url`, whose bytes need the same token) and uploading
 * it again (`POST /{phone-number-id}/media`, multipart), which gives the id the message sends.
 * Never throws: null means the media could not be passed on, and the relay says so in one line.
 */

/** What a fetch or an upload may take; a relay waits for it inside the shopper's turn. */
const MEDIA_TIMEOUT_MS = 15_000;
/** Meta's largest media (documents: 100 MB); more is not Meta's. */
const MEDIA_MAX_BYTES = 100 * 1024 * 1024;

export interface GraphMediaSettings {
  /** `<api>/<version>`, e.g. https://graph.facebook.com/v23.0. */
  graphUrl: string;
  token: string;
  phoneNumberId: string;
}

/** Fetches a media item by id and uploads it again; the new id, or null with the reason logged. */
export async function copyMedia(settings: GraphMediaSettings, mediaId: string, fileName: string | null): Promise<string | null> {
  const auth = { authorization: `Bearer ${settings.token}` };
  try {
    const described = await fetch(`${settings.graphUrl}/${encodeURIComponent(mediaId)}`, { headers: auth, signal: AbortSignal.timeout(MEDIA_TIMEOUT_MS) });
    const info = (await described.json().catch(() => null)) as { url?: unknown; mime_type?: unknown } | null;
    if (!described.ok || typeof info?.url !== 'string' || !/^https?:\/\//.test(info.url)) throw new Error(`GET /${mediaId} answered ${described.status}`);
    const download = await fetch(info.url, { headers: auth, signal: AbortSignal.timeout(MEDIA_TIMEOUT_MS) });
    if (!download.ok) throw new Error(`its url answered ${download.status}`);
    const bytes = new Uint8Array(await download.arrayBuffer());
    if (bytes.length === 0 || bytes.length > MEDIA_MAX_BYTES) throw new Error(`it has ${bytes.length} bytes`);
    const mimeType = typeof info.mime_type === 'string' && info.mime_type ? info.mime_type : (download.headers.get('content-type') ?? 'application/octet-stream');
    const form = new FormData();
    form.set('messaging_product', 'whatsapp');
    form.set('type', mimeType);
    form.set('file', new Blob([bytes], { type: mimeType }), fileName ?? 'file');
    const uploaded = await fetch(`${settings.graphUrl}/${encodeURIComponent(settings.phoneNumberId)}/media`, {
      method: 'POST',
      headers: auth,
      body: form,
      signal: AbortSignal.timeout(MEDIA_TIMEOUT_MS),
    });
    const answer = (await uploaded.json().catch(() => null)) as { id?: unknown } | null;
    if (!uploaded.ok || typeof answer?.id !== 'string') throw new Error(`the upload answered ${uploaded.status}`);
    return answer.id;
  } catch (error) {
    // The token is in no message here: only statuses and ids.
    console.error(`whatsapp-webhook: media ${mediaId} could not be passed on: ${(error as Error).message}`);
    return null;
  }
}
