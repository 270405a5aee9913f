import { useState, type ChangeEvent } from 'react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { checkFile, MAX_UPLOAD_TEXT } from '@/lib/files';
import type { UploadedFile } from '@/lib/file-api';
import { notifyError } from '@/lib/notify';
import { Button } from '../ui/Button';
import { Field, fieldAria, type ControlledFieldProps } from './Field';
import { FilePicker } from './FilePicker';
import { useFieldShell } from './useFieldShell';

export interface SingleFileFieldProps<T extends FieldValues, N extends FieldPath<T>, O = T> extends ControlledFieldProps<T, N, O> {
  /** Allowed types, as the input's `accept`; a file outside them is 'Arquivo invalido!'. */
  accept: string;
}

/**
 * One document (a payment's proof, an NF-e's DANFE or XML): picked, checked and uploaded with
 * `POST /file` as FileInput does, kept in the form as `{ id, url, mimetype, name }` or null, with a
 * link to open it and 'Remover'. No type to choose: the field says what the file is.
 */
export function SingleFileField<T extends FieldValues, N extends FieldPath<T>, O = T>(props: SingleFileFieldProps<T, N, O>) {
  const { label, hint, required, disabled, hideLabel, className, accept } = props;
  const { field, id, error: fieldError } = useFieldShell(props);
  const { ref, value, onChange, onBlur, name: fieldName } = field;
  const file = (value ?? null) as UploadedFile | null;
  const [progress, setProgress] = useState<number | null>(null);
  const [pickError, setPickError] = useState<string | null>(null);
  const error = pickError ?? fieldError;
  const fullHint = [hint, `Até ${MAX_UPLOAD_TEXT}.`].filter(Boolean).join(' ');

  async function onPick(event: ChangeEvent<HTMLInputElement>) {
    const picked = event.target.files?.[0];
    event.target.value = '';
    setPickError(null);
    onBlur();
    if (!picked) return;
    try {
      await checkFile(picked, accept);
    } catch (failure) {
      setPickError(notifyError(failure));
      return;
    }
    setProgress(0);
    try {
      const { uploadFile } = await import('@/lib/file-api');
      onChange(await uploadFile(picked, { onProgress: setProgress }));
    } catch (failure) {
      setPickError(notifyError(failure));
    } finally {
      setProgress(null);
    }
  }

  return (
    <Field id={id} label={label} hint={fullHint} error={error} required={required} hideLabel={hideLabel} className={className}>
      <FilePicker
        ref={ref}
        id={id}
        name={fieldName}
        accept={accept}
        disabled={disabled || progress !== null}
        onChange={(event) => void onPick(event)}
        aria-required={required || undefined}
        {...fieldAria(id, { hint: fullHint, error: error ?? undefined })}
        status={progress !== null ? `Enviando... ${progress}%` : (file?.name ?? 'Nenhum arquivo escolhido')}
      />
      {file ? (
        <div className="mt-2 flex items-center gap-3 text-sm">
          <a href={file.url} target="_blank" rel="noopener noreferrer" className="min-w-0 flex-1 truncate text-primary-800 underline-offset-2 hover:underline">
            {`Abrir ${file.name}`}
          </a>
          <Button variant="ghost" size="sm" disabled={disabled} onClick={() => onChange(null)} aria-label={`Remover ${file.name}`}>
            Remover
          </Button>
        </div>
      ) : null}
    </Field>
  );
}
