import { FileSpreadsheet, LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/button.tsx';
import { useSystemMessage } from '#client/features/shell/system-message.tsx';
import { ExportFailure, saveFile } from './statistics-download';

interface ExportButtonProps {
  /** Fetches the file of the numbers the screen shows (its period and filter). */
  fetchFile: () => Promise<{ blob: Blob; filename: string | null }>;
  /** The name to save under when the server names none. */
  fallbackName: string;
  disabled?: boolean;
}

/** "Export to spreadsheet" (spec 2 §1): downloads the statistics as an .xlsx file. */
export function ExportButton({ fetchFile, fallbackName, disabled = false }: ExportButtonProps) {
  const { t } = useTranslation();
  const showMessage = useSystemMessage();
  const [exporting, setExporting] = useState(false);

  async function exportSpreadsheet() {
    setExporting(true);
    try {
      const { blob, filename } = await fetchFile();
      saveFile(blob, filename ?? fallbackName);
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
