import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { checkFile, defaultFileType, FILE_TYPE_OPTIONS, isImage, MAX_UPLOAD_TEXT, type FileType } from '@/lib/files';
import type { AttachedFile } from '@/lib/file-api';
import { notifyError } from '@/lib/notify';
import { Button } from '../ui/Button';
import { Field, fieldAria, type ControlledFieldProps } from './Field';
import { FilePicker } from './FilePicker';
import { useFieldShell } from './useFieldShell';

export interface FileInputProps<T extends FieldValues, N extends FieldPath<T>, O = T> extends ControlledFieldProps<T, N, O> {
  /** Allowed types, as the input's `accept` (lib/files' UPLOAD_ACCEPT); a file outside them is 'Arquivo invalido!'. */
  accept?: string;
  /** Pick several files at once (default true). */
  multiple?: boolean;
  /** At most this many attachments. */
  max?: number;
}

function pickedText(count: number): string {
  if (count === 0) return 'Nenhum arquivo escolhido';
  return count === 1 ? '1 arquivo anexado' : `${count} arquivos anexados`;
}

interface Upload {
  key: number;
  name: string;
  progress: number;
}

/**
 * Attachments: the user picks files; each must read as a data URL with a mime type ('Arquivo
 * invalido!' otherwise), is uploaded with `POST /file` (progress bar) and kept in the form as
 * `{ id, type, url, mimetype, name }` with a type select (Especificação Técnica, Foto, Laudo,
 * MSDS), a preview for images and a 'Remover' button. The form value is an array.
 */
export function FileInput<T extends FieldValues, N extends FieldPath<T>, O = T>(props: FileInputProps<T, N, O>) {
  const { label, hint, required, disabled, hideLabel, className, accept, multiple = true, max } = props;
  const { field, id, error: fieldError } = useFieldShell(props);
  const { ref, value, onChange, onBlur, name: fieldName } = field;
  const files = Array.isArray(value) ? (value as AttachedFile[]) : [];
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [pickError, setPickError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement | null>(null);
  const nextKey = useRef(0);
  // Uploads finish one by one: each appends to the latest list, not the one of its render. The
  // list follows the form value only when that value changes (a reset, a loaded record): a render
  // that still shows the old value (another upload's progress, say) must not roll it back, or
  // two files picked together would keep only the last to finish.
  const latest = useRef(files);
  useEffect(() => {
    latest.current = Array.isArray(value) ? (value as AttachedFile[]) : [];
  }, [value]);
  const typeSelectPrefix = useId();

  const full = max !== undefined && files.length + uploads.length >= max;
  const error = pickError ?? fieldError;

  function commit(next: AttachedFile[]) {
    latest.current = next;
    onChange(next);
  }

  async function add(file: File) {
    try {
      await checkFile(file, accept);
    } catch (failure) {
      setPickError(notifyError(failure));
      return;
    }
    const key = ++nextKey.current;
    setUploads((list) => [...list, { key, name: file.name, progress: 0 }]);
    try {
      // The upload call (and zod with it) loads with the first file, not with the form.
      const { uploadFile } = await import('@/lib/file-api');
      const uploaded = await uploadFile(file, {
        onProgress: (progress) => setUploads((list) => list.map((u) => (u.key === key ? { ...u, progress } : u))),
      });
      commit([...latest.current, { ...uploaded, type: defaultFileType(uploaded.mimetype) }]);
    } catch (failure) {
      notifyError(failure);
    } finally {
      setUploads((list) => list.filter((u) => u.key !== key));
    }
  }

  function onPick(event: ChangeEvent<HTMLInputElement>) {
    const picked = Array.from(event.target.files ?? []);
    event.target.value = '';
    setPickError(null);
    const room = max === undefined ? picked.length : Math.max(0, max - files.length - uploads.length);
    for (const file of picked.slice(0, room)) void add(file);
    onBlur();
  }

  function setType(fileId: number, type: FileType) {
    commit(latest.current.map((file) => (file.id === fileId ? { ...file, type } : file)));
  }

  function remove(fileId: number) {
    commit(latest.current.filter((file) => file.id !== fileId));
    input.current?.focus();
  }

  const fullHint = [hint, max !== undefined ? `Até ${max} arquivo${max === 1 ? '' : 's'}` : null, `${max === undefined ? 'Até' : 'de até'} ${MAX_UPLOAD_TEXT} cada.`]
    .filter(Boolean)
    .join(' ');
  return (
    <Field id={id} label={label} hint={fullHint || undefined} error={error} required={required} hideLabel={hideLabel} className={className}>
      <FilePicker
        ref={(element) => {
          input.current = element;
          ref(element);
        }}
        id={id}
        name={fieldName}
        accept={accept}
        multiple={multiple}
        disabled={disabled || full}
        onChange={onPick}
        aria-required={required || undefined}
        {...fieldAria(id, { hint: fullHint || undefined, error: error ?? undefined })}
        status={pickedText(files.length)}
      />

      {uploads.length > 0 ? (
        <ul className="mt-2 flex flex-col gap-2" aria-label="Arquivos sendo enviados">
          {uploads.map((upload) => (
            <li key={upload.key} className="flex items-center gap-3 text-sm text-slate-700">
              <span className="min-w-0 flex-1 truncate">{upload.name}</span>
              <progress className="h-2 w-32 accent-primary-700" max={100} value={upload.progress} aria-label={`Enviando ${upload.name}`} />
              <span className="w-10 text-right tabular-nums">{upload.progress}%</span>
            </li>
          ))}
        </ul>
      ) : null}

      {files.length > 0 ? (
        <ul className="mt-2 flex flex-col divide-y divide-slate-200 rounded-md border border-slate-200" aria-label="Arquivos anexados">
          {files.map((file) => {
            const selectId = `${typeSelectPrefix}-${file.id}`;
            return (
              <li key={file.id} className="flex flex-wrap items-center gap-3 p-2">
                {isImage(file.mimetype) ? (
                  // Uploaded files live on the API's origin; next/image would need it configured.
                  // eslint-disable-next-line @next/next/no-img-element
                  <img src={file.url} alt={`Pré-visualização de ${file.name}`} className="h-12 w-12 rounded object-cover" />
                ) : (
                  <span aria-hidden="true" className="flex h-12 w-12 items-center justify-center rounded bg-slate-100 text-xs font-semibold text-slate-600 uppercase">
                    {file.name.split('.').pop()?.slice(0, 4) || 'arq'}
                  </span>
                )}
                <a
                  href={file.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="min-w-0 flex-1 truncate text-sm text-primary-800 underline-offset-2 hover:underline focus:outline-hidden focus-visible:ring-2 focus-visible:ring-primary-700"
                >
                  {file.name}
                </a>
                <div className="flex items-center gap-2">
                  <label htmlFor={selectId} className="text-sm text-slate-700">
                    Tipo
                  </label>
                  <select
                    id={selectId}
                    aria-label={`Tipo de ${file.name}`}
                    value={file.type}
                    disabled={disabled}
                    onChange={(event) => setType(file.id, event.target.value as FileType)}
                    className="h-9 rounded-md border border-slate-400 bg-white px-2 text-sm focus:outline-hidden focus-visible:ring-2 focus-visible:ring-primary-700"
                  >
                    {FILE_TYPE_OPTIONS.map((option) => (
                      <option key={option.value} value={option.value}>
                        {option.label}
                      </option>
                    ))}
                  </select>
                </div>
                <Button variant="ghost" size="sm" disabled={disabled} onClick={() => remove(file.id)} aria-label={`Remover ${file.name}`}>
                  Remover
                </Button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </Field>
  );
}
