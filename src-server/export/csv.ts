import { stringify } from 'csv-stringify/sync';
import iconv from 'iconv-lite';

/** One spreadsheet cell as the exports write it. */
export type Cell = string | number;

export type CsvDialect = 'csv' | 'windowscsv';

export const CSV_CONTENT_TYPE: Record<CsvDialect, string> = {
  csv: 'text/csv; charset=utf-8',
  windowscsv: 'text/csv; charset=windows-1252',
};

/**
 * Rows of a CSV as bytes; `first` for the chunk that opens the file. csv: UTF-8 with a
 * byte-order mark (so spreadsheet programs read å, ä and ö) and commas. windowscsv: what Excel
 * on Windows opens by double-click in Nordic locales, Windows-1252 and semicolons; characters
 * outside the code page become '?'. Both encodings are stateless, so a file may be written
 * chunk by chunk.
 */
export function csvChunk(rows: Cell[][], dialect: CsvDialect, first: boolean): Buffer {
  if (dialect === 'csv') return Buffer.from(`${first ? '\ufeff' : ''}${stringify(rows, { record_delimiter: 'windows' })}`, 'utf8');
  return iconv.encode(stringify(rows, { record_delimiter: 'windows', delimiter: ';' }), 'win1252');
}
