import QRCode from 'qrcode';

/**
 * A QR payload as an image: a PNG data URL to put in `<img src>` (the portal's CSP allows data:
 * images), or an SVG document for print. Error correction M, as Thai banks print PromptPay codes.
 */
export function qrPngDataUrl(payload: string): Promise<string> {
  return QRCode.toDataURL(payload, { errorCorrectionLevel: 'M', margin: 2, width: 320 });
}

export function qrSvg(payload: string): Promise<string> {
  return QRCode.toString(payload, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
}
