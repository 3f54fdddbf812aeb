import sharp from 'sharp';

/**
 * Demo content made on the spot: a photo is an SVG landscape rendered to JPEG by sharp (no text,
 * so no fonts are needed), a document a one-page PDF whose cross-reference offsets are computed.
 */
export async function demoPhoto(colours: [string, string], accent: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="700">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colours[0]}"/><stop offset="1" stop-color="${colours[1]}"/></linearGradient></defs>
    <rect width="1200" height="700" fill="url(#sky)"/>
    <circle cx="880" cy="230" r="120" fill="${accent}" opacity="0.9"/>
    <path d="M0 520 Q 300 400 600 500 T 1200 470 V 700 H 0 Z" fill="#ffffff" opacity="0.25"/>
    <path d="M0 590 Q 350 500 700 600 T 1200 570 V 700 H 0 Z" fill="#ffffff" opacity="0.35"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 84 }).toBuffer();
}

/** A minimal valid PDF with a title and lines of text (Helvetica, A4). */
export function demoPdf(title: string, lines: string[]): Buffer {
  const escape = (text: string) => text.replace(/[\\()]/g, (char) => `\\${char}`).replace(/[^\x20-\x7e]/g, '?');
  const text = [`BT /F1 20 Tf 60 770 Td (${escape(title)}) Tj ET`, ...lines.map((line, index) => `BT /F1 12 Tf 60 ${730 - index * 18} Td (${escape(line)}) Tj ET`)].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
