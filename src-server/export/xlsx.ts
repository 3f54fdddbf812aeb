import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { roomIn } from './backpressure';
import type { Cell } from './csv';

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * One sheet of an .xlsx workbook written while it is sent, as the ideas and people exports write
 * theirs: a bold, frozen header, then the rows a batch at a time, waiting for a slow client
 * between batches (the workbook writer does not). A failure mid-file destroys the stream, so the
 * download breaks off rather than ending in a truncated file that looks whole.
 */
/** Batches of records as batches of sheet rows, one batch at a time. */
export async function* rowBatches<T>(batches: AsyncIterable<T[]>, toRow: (record: T) => Cell[]): AsyncGenerator<Cell[][]> {
  for await (const batch of batches) yield batch.map(toRow);
}

export function xlsxStream(options: { creator: string; sheet: string; header: string[]; batches: AsyncIterable<Cell[][]>; onError: (error: unknown) => void }): Readable {
  const output = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: false });
  workbook.creator = options.creator;
  const sheet = workbook.addWorksheet(options.sheet, { views: [{ state: 'frozen', ySplit: 1 }] });
  const write = async () => {
    const top = sheet.addRow(options.header);
    top.font = { bold: true };
    top.commit();
    for await (const rows of options.batches) {
      for (const row of rows) sheet.addRow(row).commit();
      if (!(await roomIn(output))) return;
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => {
    options.onError(error);
    output.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return output;
}
