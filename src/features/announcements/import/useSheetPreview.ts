import { useEffect, useRef, useState, type ChangeEvent, type RefObject } from 'react';
import { notifyError } from '@/lib/notify';
import type { ImportCatalog, ImportSheet } from './rows';

export type SheetPreview = { file: File; sheet: ImportSheet } | null;

interface SheetPreviewOptions {
  /** The products and units the rows are checked against; null until both are loaded (a pick then only clears). */
  catalog: ImportCatalog | null;
  /** The file field: emptied when its file is refused or the reading is cancelled. */
  fileInputRef: RefObject<HTMLInputElement | null>;
  /** Called as a reading starts, so the screen can load what shows the preview alongside. */
  onReadStart?: () => void;
}

/**
 * The import's file field: reads the picked spreadsheet in a Web Worker (preview.ts) into the rows
 * and their problems, with 'Cancelar', and says what is wrong with a file that cannot be imported.
 * One reading at a time: a new pick or leaving the page stops the one under way.
 */
export function useSheetPreview({ catalog, fileInputRef, onReadStart }: SheetPreviewOptions) {
  const [preview, setPreview] = useState<SheetPreview>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  /** The file the worker is reading ('Lendo a planilha...', with 'Cancelar'). */
  const [reading, setReading] = useState<File | null>(null);
  /** Stops the reading under way: 'Cancelar', another file chosen, or leaving the page. */
  const readingControl = useRef<AbortController | null>(null);

  useEffect(() => () => readingControl.current?.abort(), []);

  async function pick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // A file chosen while another is read replaces it: the first worker is stopped.
    readingControl.current?.abort();
    const control = new AbortController();
    readingControl.current = control;
    setPreview(null);
    setFileError(null);
    setReading(null);
    if (!file || !catalog) return;
    setReading(file);
    onReadStart?.();
    try {
      // The reader (and, through it, xlsx) is loaded with the first file picked, not with the page.
      const { PreviewError, previewSpreadsheet } = await import('./preview');
      const sheet = await previewSpreadsheet(file, catalog, { signal: control.signal });
      if (sheet.problem === 'missing-columns') throw new PreviewError('SpreadsheetMissingColumns');
      if (sheet.problem === 'empty') throw new PreviewError('SpreadsheetEmpty');
      if (sheet.problem === 'too-many-rows') throw new PreviewError('SpreadsheetTooLarge');
      if (!control.signal.aborted) setPreview({ file, sheet });
    } catch (error) {
      // A cancelled reading is not an error; one replaced by a newer file leaves the screen to it.
      if (control.signal.aborted) return;
      setFileError(notifyError(error)); // under the file field, and toasted (docs/product/messages.md), the timeout too
      if (fileInputRef.current) fileInputRef.current.value = '';
    } finally {
      if (readingControl.current === control) {
        readingControl.current = null;
        setReading(null);
      }
    }
  }

  /** 'Cancelar': back to no file, focus on the picker (the button goes away). */
  function cancel() {
    readingControl.current?.abort();
    readingControl.current = null;
    setReading(null);
    if (fileInputRef.current) {
      fileInputRef.current.value = '';
      fileInputRef.current.focus();
    }
  }

  return { preview, setPreview, fileError, setFileError, reading, pick, cancel };
}
