import { FileSpreadsheet, LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { useSystemMessage } from '../shell/system-message';
import { ExportFailure, fetchStatisticsExport, saveFile, type StatisticsExportQuery } from './statistics-download';

interface ExportButtonProps {
  campaign: { guid: string; slug: string };
  /** The period and filter the screen shows, so the file holds the same numbers. */
  query: StatisticsExportQuery;
  disabled?: boolean;
}

/** "Export to spreadsheet" (spec 2 §1): downloads the statistics as an .xlsx file. */
export function ExportButton({ campaign, query, disabled = false }: ExportButtonProps) {
  const { t } = useTranslation();
  const showMessage = useSystemMessage();
  const [exporting, setExporting] = useState(false);

  async function exportSpreadsheet() {
    setExporting(true);
    try {
      const { blob, filename } = await fetchStatisticsExport(campaign.guid, query);
      saveFile(blob, filename ?? `${campaign.slug}-statistics.xlsx`);
    } catch (error) {
      const code = error instanceof ExportFailure ? error.code : null;
      showMessage({ tone: 'error', text: code ? t(`errors.${code}`) : t('statistics.exportFailed') });
    } finally {
      setExporting(false);
    }
  }

  return (
    <Button variant="secondary" onClick={() => void exportSpreadsheet()} disabled={disabled || exporting} aria-busy={exporting || undefined}>
      {exporting ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : <FileSpreadsheet aria-hidden="true" className="size-4" />}
      {exporting ? t('statistics.exporting') : t('statistics.export')}
    </Button>
  );
}
