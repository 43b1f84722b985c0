/**
 * A QR code of a text as inline SVG (one path of dark modules), encoded by `uqr` (unjs, MIT, no dependencies,
 * ~27 kB unminified): it runs offline, and draws no image from a data: URL and injects no markup, so the app's
 * Content-Security-Policy needs nothing more. Error correction M (a phone reads it off a screen at an angle).
 */
import { useMemo } from 'react';
import { encode } from 'uqr';

export function QrCode({
  text,
  size = 192,
  label,
  testId,
}: {
  text: string;
  size?: number;
  label: string;
  testId?: string;
}) {
  const qr = useMemo(() => {
    try {
      return encode(text, { ecc: 'M', border: 2 });
    } catch {
      return null;
    }
  }, [text]);
  if (!qr) return null;
  let d = '';
  qr.data.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) d += `M${x} ${y}h1v1h-1z`;
    }),
  );
  return (
    <svg
      className="qr"
      role="img"
      aria-label={label}
      data-testid={testId}
      width={size}
      height={size}
      viewBox={`0 0 ${qr.size} ${qr.size}`}
      shapeRendering="crispEdges"
    >
      <rect width={qr.size} height={qr.size} fill="#fff" />
      <path d={d} fill="#000" />
    </svg>
  );
}
