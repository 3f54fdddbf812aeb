import { useCallback, useEffect, useRef, useState } from 'react';
import type { ErrorCode } from '#shared/errors.ts';
import { precheckUpload, uploadRules, type UploadContext, type UploadRule } from '#shared/upload-rules.ts';
import type { Media } from '#client/trpc.ts';
import { loadImage } from './crop-image';
import { isLargeEnoughForCrop, type Size } from './crop-math';
import { uploadFailureMessage, type UploadFailureMessage } from './upload-failure';
import { startUpload } from './upload-request';

/** Why a file was refused before anything was sent. */
export type Refusal =
  /** Too big or of a type the context does not take: the rule's own message. */
  | { reason: 'rule'; code: ErrorCode }
  /** More files than the form has room for. */
  | { reason: 'tooMany'; max: number }
  /** An image smaller than the crop's minimum (the server would refuse it too). */
  | { reason: 'tooSmall'; width: number; height: number; code: ErrorCode };

export type UploadRowState =
  | { status: 'uploading'; progress: number }
  | { status: 'done'; media: Media }
  | { status: 'failed'; failure: UploadFailureMessage }
  | { status: 'refused'; refusal: Refusal };

export interface UploadRow {
  id: string;
  name: string;
  size: number;
  state: UploadRowState;
}

/** An image waiting in the crop dialog before it is uploaded. */
export interface PendingCrop {
  id: string;
  file: File;
  /** An object URL of the file, revoked once the crop is done or abandoned. */
  src: string;
  natural: Size;
}

interface UploadsOptions {
  /** How many files the form still has room for; the rule's maxFiles when not given. */
  maxFiles?: number | undefined;
  onUploaded: (media: Media) => void;
  /** A finished upload the user removed, or replaced by choosing another file where only one fits. */
  onRemoved?: ((media: Media) => void) | undefined;
}

interface Transfer {
  blob: Blob;
  filename: string;
  abort: () => void;
}

let lastRowId = 0;
const nextRowId = () => `upload-${++lastRowId}`;

/**
 * The rows of an uploader and what can be done to them: files are checked against the
 * context's rule (nothing is sent for a refused one), cropped first where the rule asks for it,
 * then uploaded with progress, cancelled, retried, dismissed or removed.
 */
export function useUploads(context: UploadContext, { maxFiles, onUploaded, onRemoved }: UploadsOptions) {
  const rule: UploadRule = uploadRules[context];
  const limit = Math.max(1, Math.min(maxFiles ?? rule.maxFiles, rule.maxFiles));
  const [rows, setRows] = useState<UploadRow[]>([]);
  const [crops, setCrops] = useState<PendingCrop[]>([]);
  const transfers = useRef(new Map<string, Transfer>());
  const callbacks = useRef({ onUploaded, onRemoved });
  useEffect(() => {
    callbacks.current = { onUploaded, onRemoved };
  }, [onUploaded, onRemoved]);

  // Leaving the form stops its uploads: a file finished after that would belong to nothing.
  useEffect(() => {
    const running = transfers.current;
    return () => {
      for (const transfer of running.values()) transfer.abort();
      running.clear();
    };
  }, []);

  const setRowState = useCallback((id: string, state: UploadRowState) => {
    setRows((current) => current.map((row) => (row.id === id ? { ...row, state } : row)));
  }, []);

  const dropRow = useCallback((id: string) => {
    transfers.current.delete(id);
    setRows((current) => current.filter((row) => row.id !== id));
  }, []);

  const send = useCallback(
    (id: string, blob: Blob, filename: string) => {
      const running = startUpload(context, blob, filename, (progress) => setRowState(id, { status: 'uploading', progress }));
      transfers.current.set(id, { blob, filename, abort: running.abort });
      void running.result.then((result) => {
        if (result.ok) {
          transfers.current.delete(id);
          setRowState(id, { status: 'done', media: result.media });
          callbacks.current.onUploaded(result.media);
          return;
        }
        const failure = uploadFailureMessage(result, rule);
        // A cancelled upload vanishes without a word (spec: code 101 is ignored).
        if (failure) setRowState(id, { status: 'failed', failure });
        else dropRow(id);
      });
    },
    [context, rule, setRowState, dropRow],
  );

  const addRow = useCallback((row: UploadRow) => setRows((current) => [...current, row]), []);

  const refuse = useCallback((file: File, refusal: Refusal) => addRow({ id: nextRowId(), name: file.name, size: file.size, state: { status: 'refused', refusal } }), [addRow]);

  const upload = useCallback(
    (blob: Blob, filename: string) => {
      const id = nextRowId();
      addRow({ id, name: filename, size: blob.size, state: { status: 'uploading', progress: 0 } });
      send(id, blob, filename);
    },
    [addRow, send],
  );

  /** Opens the crop dialog for an image, unless it is too small to give the size the rule needs. */
  const queueCrop = useCallback(
    async (file: File) => {
      const crop = rule.crop;
      if (!crop) return;
      const src = URL.createObjectURL(file);
      let natural: Size;
      try {
        const image = await loadImage(src);
        natural = { width: image.naturalWidth, height: image.naturalHeight };
      } catch {
        URL.revokeObjectURL(src);
        refuse(file, { reason: 'rule', code: rule.errorKey });
        return;
      }
      if (!isLargeEnoughForCrop(natural, crop)) {
        URL.revokeObjectURL(src);
        refuse(file, { reason: 'tooSmall', width: crop.minWidth ?? 0, height: crop.minHeight ?? 0, code: rule.errorKey });
        return;
      }
      setCrops((current) => [...current, { id: nextRowId(), file, src, natural }]);
    },
    [rule, refuse],
  );

  /** Clears what a new file replaces where only one fits: running uploads stop, a finished one is removed. */
  const clearForReplacement = useCallback(() => {
    for (const transfer of transfers.current.values()) transfer.abort();
    transfers.current.clear();
    for (const row of rows) if (row.state.status === 'done') callbacks.current.onRemoved?.(row.state.media);
    setRows([]);
  }, [rows]);

  const addFiles = useCallback(
    (files: File[]) => {
      if (files.length === 0) return;
      const replacing = limit === 1;
      if (replacing) clearForReplacement();
      const taken = replacing ? 0 : rows.filter((row) => row.state.status === 'uploading' || row.state.status === 'done').length + crops.length;
      let room = limit - taken;
      for (const file of files) {
        if (!precheckUpload(rule, file)) {
          refuse(file, { reason: 'rule', code: rule.errorKey });
          continue;
        }
        if (room <= 0) {
          refuse(file, { reason: 'tooMany', max: limit });
          continue;
        }
        room -= 1;
        if (rule.crop) void queueCrop(file);
        else upload(file, file.name);
      }
    },
    [limit, rows, crops.length, rule, clearForReplacement, refuse, queueCrop, upload],
  );

  const finishCrop = useCallback(
    (pending: PendingCrop, cropped: { blob: Blob; filename: string } | null) => {
      URL.revokeObjectURL(pending.src);
      setCrops((current) => current.filter((item) => item.id !== pending.id));
      if (!cropped) return;
      // The crop may have changed size and type; it must still pass the rule.
      if (!precheckUpload(rule, { name: cropped.filename, size: cropped.blob.size, type: cropped.blob.type })) {
        addRow({ id: nextRowId(), name: cropped.filename, size: cropped.blob.size, state: { status: 'refused', refusal: { reason: 'rule', code: rule.errorKey } } });
        return;
      }
      upload(cropped.blob, cropped.filename);
    },
    [rule, addRow, upload],
  );

  const cancel = useCallback(
    (id: string) => {
      transfers.current.get(id)?.abort();
      dropRow(id);
    },
    [dropRow],
  );

  const retry = useCallback(
    (id: string) => {
      const transfer = transfers.current.get(id);
      if (!transfer) return;
      setRowState(id, { status: 'uploading', progress: 0 });
      send(id, transfer.blob, transfer.filename);
    },
    [send, setRowState],
  );

  const remove = useCallback(
    (row: UploadRow) => {
      dropRow(row.id);
      if (row.state.status === 'done') callbacks.current.onRemoved?.(row.state.media);
    },
    [dropRow],
  );

  return { rule, limit, rows, pendingCrop: crops[0] ?? null, addFiles, finishCrop, cancel, retry, dismiss: dropRow, remove };
}
