/** The first bytes of a PNG: enough for the shop to know the file as an image. */
export const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

/** A multipart body carrying `bytes` as the field `file`, under `name` and `type`. */
function uploadForm(bytes: Uint8Array<ArrayBuffer>, name: string, type: string) {
  const f = new FormData();
  f.append('file', new File([bytes], name, { type }));
  return f;
}

/** Uploads `bytes` as an administrator does: a media image, or a PDF file. */
export function upload(
  client: { request(path: string, init?: RequestInit): Promise<Response> },
  kind: 'media' | 'file',
  bytes: Uint8Array<ArrayBuffer>,
  name: string,
  type: string,
) {
  return client.request(`/api/upload/${kind}`, {
    method: 'POST',
    body: uploadForm(bytes, name, type),
  });
}
