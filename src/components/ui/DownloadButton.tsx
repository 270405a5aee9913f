import { useState } from 'react';
import type { QueryParams } from '@/lib/api/params';
import { fetchFile, saveBlob } from '@/lib/api/transfer';
import { notifyError } from '@/lib/notify';
import { Button, type ButtonProps } from './Button';

export interface DownloadButtonProps extends Omit<ButtonProps, 'onClick' | 'loading'> {
  /** API path of the file, e.g. '/reports/admin/companies'. */
  url: string;
  /** File name when the response has no Content-Disposition (see datedFileName). */
  defaultName: string | (() => string);
  params?: QueryParams;
  /** Called with the saved file name. */
  onDownloaded?: (fileName: string) => void;
}

/**
 * Downloads a file with the bearer token (fetchFile) and hands it to the browser (saveBlob),
 * showing the progress; a failure is toasted with the catalogue's message (notifyError, docs/product/messages.md).
 */
export function DownloadButton({ url, defaultName, params, onDownloaded, children = 'Baixar', variant = 'outline', ...rest }: DownloadButtonProps) {
  const [progress, setProgress] = useState<number | null>(null);

  async function download() {
    setProgress(0);
    try {
      const file = await fetchFile(url, {
        params,
        defaultName: typeof defaultName === 'function' ? defaultName() : defaultName,
        onProgress: setProgress,
      });
      saveBlob(file);
      onDownloaded?.(file.fileName);
    } catch (error) {
      notifyError(error);
    } finally {
      setProgress(null);
    }
  }

  const busy = progress !== null;
  return (
    <span className="inline-flex items-center gap-2">
      <Button {...rest} variant={variant} loading={busy} onClick={() => void download()}>
        {busy ? `Baixando... ${progress}%` : children}
      </Button>
      {busy ? <progress className="sr-only" aria-label="Progresso do download" max={100} value={progress} /> : null}
    </span>
  );
}
