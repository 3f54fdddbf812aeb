import { createContext, useCallback, useContext, useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import type { UploadRow } from './use-uploads';

/** What one uploader is sending now: how many files, and bytes sent of bytes to send. */
interface UploaderActivity {
  files: number;
  sent: number;
  total: number;
}

/** Every uploader of a scope together: files still being sent and how far they are (0 to 1). */
export interface UploadActivity {
  files: number;
  progress: number;
}

type Report = (uploaderId: string, activity: UploaderActivity | null) => void;

const UploadActivityContext = createContext<{ report: Report; activity: UploadActivity | null } | null>(null);

/**
 * Follows the uploads of every Uploader inside it, so a form in it can wait for them before it
 * submits (useUploadActivity): a file still being sent is not yet part of the form's value.
 */
export function UploadActivityScope({ children }: { children: ReactNode }) {
  const [byUploader, setByUploader] = useState<ReadonlyMap<string, UploaderActivity>>(new Map());
  const report = useCallback<Report>((uploaderId, activity) => {
    setByUploader((current) => {
      if (!activity && !current.has(uploaderId)) return current;
      const next = new Map(current);
      if (activity) next.set(uploaderId, activity);
      else next.delete(uploaderId);
      return next;
    });
  }, []);
  const value = useMemo(() => {
    let files = 0;
    let sent = 0;
    let total = 0;
    for (const entry of byUploader.values()) {
      files += entry.files;
      sent += entry.sent;
      total += entry.total;
    }
    return { report, activity: files > 0 ? { files, progress: total > 0 ? sent / total : 0 } : null };
  }, [byUploader, report]);
  return <UploadActivityContext.Provider value={value}>{children}</UploadActivityContext.Provider>;
}

/** The uploads still running in the surrounding scope, or null when there are none (or no scope). */
export function useUploadActivity(): UploadActivity | null {
  return useContext(UploadActivityContext)?.activity ?? null;
}

/** An uploader tells the scope around it (if any) what it is sending; it stops counting when it unmounts. */
export function useReportUploadActivity(rows: UploadRow[]): void {
  const report = useContext(UploadActivityContext)?.report;
  const uploaderId = useId();
  let files = 0;
  let sent = 0;
  let total = 0;
  for (const row of rows) {
    if (row.state.status !== 'uploading') continue;
    files += 1;
    sent += row.size * row.state.progress;
    total += row.size;
  }
  useEffect(() => {
    report?.(uploaderId, files > 0 ? { files, sent, total } : null);
  }, [report, uploaderId, files, sent, total]);
  useEffect(() => () => report?.(uploaderId, null), [report, uploaderId]);
}
