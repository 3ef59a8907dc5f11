import QRCode from 'qrcode';

const qrCache = new Map<string, string>();

/** A QR code of the address as an SVG data URI; each address is drawn once per process. */
export async function qrDataUri(url: string): Promise<string> {
  let svg = qrCache.get(url);
  if (!svg) {
    svg = await QRCode.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
    qrCache.set(url, svg);
  }
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
