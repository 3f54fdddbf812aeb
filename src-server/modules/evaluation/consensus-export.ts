import { Readable } from 'node:stream';
import type { ConsensusExportInput } from '#shared/schemas/consensus.ts';
import { CSV_CONTENT_TYPE, csvChunk, type Cell } from '#server/export/csv.ts';
import { XLSX_CONTENT_TYPE, xlsxStream } from '#server/export/xlsx.ts';
import { FileDownload } from '#server/http/file-download.ts';
import type { AppContext } from '#server/trpc/context.ts';
import { consensusExportRows, type ConsensusIdea } from './consensus.service';

/** Figures as the table shows them: one decimal; an empty cell where there is no figure yet. */
const figure = (value: number | null): Cell => (value === null ? '' : Math.round(value * 10) / 10);

function exportRow(idea: ConsensusIdea): Cell[] {
  return [idea.title, idea.submitted, idea.assigned, figure(idea.mean), figure(idea.spread), idea.disagreement ? 'yes' : 'no', ...idea.criterionMeans.map(figure)];
}

async function* rowBatches(batches: AsyncGenerator<ConsensusIdea[]>): AsyncGenerator<Cell[][]> {
  for await (const ideas of batches) yield ideas.map(exportRow);
}

/**
 * A stage's ranking as a file (issue 33 item 5), every idea under the table's filters in its
 * order: csv (UTF-8, as the other exports write it) or xlsx, streamed a batch at a time. Headers
 * are English, as every export's are; criteria by their English name, each on 0–100.
 */
export async function exportConsensus(ctx: AppContext, input: ConsensusExportInput): Promise<FileDownload> {
  const { scorecard, batches } = await consensusExportRows(ctx, input);
  const header = ['Idea', 'Submitted reviews', 'Assigned reviews', 'Weighted mean (0-100)', 'Spread', 'Disagreement', ...scorecard.criteria.map((criterion) => `${criterion.nameEn} (0-100)`)];
  const name = `consensus-${scorecard.stage.nameEn}-${new Date().toISOString().slice(0, 10)}`;
  if (input.format === 'csv') {
    async function* chunks() {
      yield csvChunk([header], 'csv', true);
      for await (const rows of rowBatches(batches)) yield csvChunk(rows, 'csv', false);
    }
    return new FileDownload(`${name}.csv`, CSV_CONTENT_TYPE.csv, Readable.from(chunks(), { objectMode: false }));
  }
  const onError = (error: unknown) => ctx.deps.logger.error({ err: error, requestId: ctx.request.id }, 'writing the consensus export failed');
  return new FileDownload(`${name}.xlsx`, XLSX_CONTENT_TYPE, xlsxStream({ creator: ctx.site.name, sheet: 'Consensus', header, batches: rowBatches(batches), onError }));
}
