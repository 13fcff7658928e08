/**
 * A QR payload as an image: a PNG data URL to put in `<img src>` (the portal's CSP allows data:
 * images), or an SVG document for print. Error correction M, as Thai banks print PromptPay codes.
 * qrcode is loaded on the first image, not with the app (decision 0070).
 */
export async function qrPngDataUrl(payload: string): Promise<string> {
  const { toDataURL } = await import('qrcode');
  return toDataURL(payload, { errorCorrectionLevel: 'M', margin: 2, width: 320 });
}

export async function qrSvg(payload: string): Promise<string> {
  const { toString } = await import('qrcode');
  return toString(payload, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
}
