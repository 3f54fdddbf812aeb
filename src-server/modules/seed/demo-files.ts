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

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Breaks a title into lines of at most `width` characters, at spaces. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/)) {
    const last = lines.at(-1);
    if (last !== undefined && last.length + 1 + word.length <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/**
 * An idea picture: a gradient with soft shapes and a caption. The shapes differ by `variant` so
 * an idea's images are told apart; the caption has a soft shadow to stay readable on light colours. Text uses DejaVu Sans when installed; without fonts librsvg
 * leaves the caption out and the picture still renders.
 */
export async function demoIdeaPicture(
  caption: string,
  colours: [string, string],
  accent: string,
  options: { width: number; height: number; variant: number },
): Promise<Buffer> {
  const { width, height, variant } = options;
  const lines = wrap(caption, width > height ? 26 : 20);
  const fontSize = Math.round(width / (width > height ? 19 : 13));
  const firstLine = height / 2 - ((lines.length - 1) * fontSize * 1.25) / 2;
  const shapes = [
    `<circle cx="${width * 0.82}" cy="${height * 0.2}" r="${height * 0.16}" fill="${accent}" opacity="0.85"/>`,
    `<rect x="${width * 0.06}" y="${height * 0.08}" width="${width * 0.22}" height="${width * 0.22}" rx="${width * 0.04}" fill="${accent}" opacity="0.7" transform="rotate(-12 ${width * 0.17} ${height * 0.2})"/>`,
    `<polygon points="${width * 0.78},${height * 0.1} ${width * 0.95},${height * 0.38} ${width * 0.61},${height * 0.38}" fill="${accent}" opacity="0.75"/>`,
  ];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colours[0]}"/><stop offset="1" stop-color="${colours[1]}"/></linearGradient></defs>
    <rect width="${width}" height="${height}" fill="url(#bg)"/>
    ${shapes[variant % shapes.length]}
    <path d="M0 ${height * 0.8} Q ${width * 0.3} ${height * 0.68} ${width * 0.55} ${height * 0.78} T ${width} ${height * 0.74} V ${height} H 0 Z" fill="#ffffff" opacity="0.22"/>
    ${['#000000', '#ffffff'].map((fill, layer) => `<text x="${width / 2}" y="${firstLine}" font-family="DejaVu Sans, sans-serif" font-weight="bold" font-size="${fontSize}" fill="${fill}" opacity="${layer === 0 ? 0.3 : 1}" text-anchor="middle" dominant-baseline="middle" transform="translate(${layer === 0 ? 3 : 0} ${layer === 0 ? 3 : 0})">
      ${lines.map((line, index) => `<tspan x="${width / 2}" y="${firstLine + index * fontSize * 1.25}">${escapeXml(line)}</tspan>`).join('')}
    </text>`).join('')}
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer();
}
