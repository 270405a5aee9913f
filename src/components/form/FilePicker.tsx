import { useRef, type InputHTMLAttributes, type Ref } from 'react';
import { buttonClass } from '../ui/Button';
import { cx } from '../ui/cx';
import { assignRef } from './assign-ref';

export interface FilePickerProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className' | 'children'> {
  ref?: Ref<HTMLInputElement>;
  /** What is chosen, shown beside the button, e.g. 'Nenhum arquivo escolhido' or the file's name. */
  status: string;
}

/**
 * A file input that speaks Portuguese: the browser's own button and status use its UI language
 * ('Choose Files', 'No file chosen'), so the native input is visually hidden and a button-looking
 * 'Escolher arquivo(s)' with the status stands in its place. Keyboard and screen readers still use
 * the native input (focusable, named by its label); its focus ring shows on the button, and a click
 * on the button opens the same picker.
 */
export function FilePicker({ ref, status, multiple, ...input }: FilePickerProps) {
  const own = useRef<HTMLInputElement | null>(null);
  return (
    <>
      <input
        {...input}
        ref={(element) => {
          own.current = element;
          assignRef(ref, element);
        }}
        type="file"
        multiple={multiple}
        className="peer sr-only"
      />
      <div className="flex min-w-0 items-center gap-3" aria-hidden="true">
        <span
          onClick={() => own.current?.click()}
          className={cx(
            buttonClass({ size: 'sm' }),
            'shrink-0 cursor-pointer select-none peer-focus-visible:ring-2 peer-focus-visible:ring-primary-700 peer-focus-visible:ring-offset-2',
            'peer-disabled:cursor-not-allowed peer-disabled:opacity-60',
          )}
        >
          {multiple ? 'Escolher arquivos' : 'Escolher arquivo'}
        </span>
        <span className="min-w-0 truncate text-sm text-slate-700">{status}</span>
      </div>
    </>
  );
}
