const KB = 1024;
const MB = 1024 * KB;
const GB = 1024 * MB;

/**
 * A byte count for people ("7 MB", "7,5 MB" in Swedish). Binary units, as the spec counts:
 * 7340032 bytes is its "7 MB".
 */
export function formatFileSize(bytes: number, language: string): string {
  const format = (value: number, unit: 'byte' | 'kilobyte' | 'megabyte' | 'gigabyte', digits: number) =>
    // "5 bytes" rather than the short form's "5 byte"; the larger units read best short ("7 MB").
    new Intl.NumberFormat(language, { style: 'unit', unit, unitDisplay: unit === 'byte' ? 'long' : 'short', maximumFractionDigits: digits }).format(value);
  if (bytes < KB) return format(bytes, 'byte', 0);
  if (bytes < MB) return format(bytes / KB, 'kilobyte', 0);
  if (bytes < GB) return format(bytes / MB, 'megabyte', 1);
  return format(bytes / GB, 'gigabyte', 1);
}
