// Helpers for the admin API tests: multipart bodies built the way a browser builds them.

export interface FilePart {
  name?: string;
  type?: string;
  bytes: Buffer;
}

/** A multipart/form-data payload for app.inject(), from text fields and files (field "files"). */
export async function multipartBody(fields: Record<string, string | number>, files: FilePart[] = [], fileField = 'files') {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, String(v));
  for (const [i, f] of files.entries())
    form.append(fileField, new Blob([new Uint8Array(f.bytes)], { type: f.type ?? 'image/png' }), f.name ?? `photo-${i + 1}.png`);
  const res = new Response(form);
  return { payload: Buffer.from(await res.arrayBuffer()), headers: { 'content-type': res.headers.get('content-type')! } };
}
