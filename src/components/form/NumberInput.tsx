import { useLayoutEffect, useRef, useState, type ChangeEvent, type ClipboardEvent, type FocusEvent, type InputHTMLAttributes, type Ref } from 'react';
import {
  entryValue,
  formatEntry,
  padEntry,
  positionAfter,
  readPasted,
  readTyped,
  significantBefore,
  valueEntry,
  widenSeparatorDeletion,
  type Entry,
  type EntryRefusal,
  type EntryResult,
} from '@/lib/number-entry';
import { assignRef } from './assign-ref';

export interface NumberInputProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'defaultValue' | 'onChange' | 'type' | 'min' | 'max' | 'maxLength'> {
  value: number | null | undefined;
  onValueChange: (value: number | null) => void;
  /** Decimal places (0 = whole numbers). */
  scale?: number;
  /** A leading minus is taken unless `min` is zero or more (the form's rules then say what is wrong). */
  min?: number;
  /** Pad the decimals on blur ('12,5' → '12,50'). */
  padDecimals?: boolean;
  /** A keystroke or paste that was refused, and why (the field says so). `null` once an entry is taken. */
  onRefuse?: (reason: EntryRefusal | null) => void;
  inputRef?: Ref<HTMLInputElement>;
}

/** Decimals a whole-number field still reads, to show them and say they are not allowed. */
const WHOLE_FIELD_READS = 3;

interface Shown {
  /** The value the text stands for, to tell a change from outside (a reset, a load) from typing. */
  value: number | null;
  entry: Entry;
}

/**
 * A pt-BR number input (lib/number-entry.ts): '.' groups thousands, ',' separates decimals, 'R$' and
 * letters are dropped, and nothing the user types, pastes or deletes changes a number's magnitude.
 * A decimal too many leaves the text as it was; a decimal where there are none stays on screen.
 * Both are reported through `onRefuse`. The value is a number, or null when empty.
 */
export function NumberInput({ value, onValueChange, scale = 0, min, padDecimals = false, onRefuse, inputRef, inputMode, onBlur, onPaste, ...rest }: NumberInputProps) {
  // A field without decimals still shows a typed comma and its digits (dropping them would turn
  // '12,5' into 125): the entry is taken, flagged as refused, and the form's rules refuse it.
  const rules = { scale: scale === 0 ? WHOLE_FIELD_READS : scale, allowNegative: min === undefined || min < 0 };
  const external = value ?? null;
  const [shown, setShown] = useState<Shown>(() => ({ value: external, entry: valueEntry(external, scale, padDecimals) }));
  if (!Object.is(shown.value, external)) setShown({ value: external, entry: valueEntry(external, scale, padDecimals) });
  const text = formatEntry(shown.entry);
  const node = useRef<HTMLInputElement | null>(null);
  // Where the caret goes after the next render, counted in digits and commas before it.
  const caret = useRef<number | null>(null);
  // The selection before the last change, to put back when a change is refused.
  const selection = useRef<[number, number]>([text.length, text.length]);

  useLayoutEffect(() => {
    const input = node.current;
    if (!input || caret.current === null || input.ownerDocument.activeElement !== input) return;
    const position = positionAfter(input.value, caret.current);
    input.setSelectionRange(position, position);
    caret.current = null;
  });

  const take = (result: EntryResult, significant: number, restore: [number, number]) => {
    const input = node.current;
    if (!result.ok) {
      onRefuse?.(result.reason);
      // React puts the old text back; the caret goes back where it was.
      if (input) caret.current = significantBefore(text, restore[0]);
      setShown((current) => ({ ...current }));
      return;
    }
    onRefuse?.(scale === 0 && result.entry.fraction !== null ? 'decimals' : null);
    const next = entryValue(result.entry);
    caret.current = significant;
    setShown({ value: next, entry: result.entry });
    if (!Object.is(next, external)) onValueChange(next);
  };

  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    let typed = input.value;
    let position = input.selectionStart ?? typed.length;
    const inputType = (event.nativeEvent as InputEvent).inputType ?? '';
    if (inputType.startsWith('delete')) {
      const widened = widenSeparatorDeletion(text, typed, position, inputType === 'deleteContentForward');
      if (widened) ({ text: typed, caret: position } = widened);
    }
    take(readTyped(typed, rules), significantBefore(typed, position), selection.current);
  };

  const paste = (event: ClipboardEvent<HTMLInputElement>) => {
    onPaste?.(event);
    const pasted = event.clipboardData.getData('text');
    if (event.defaultPrevented || !pasted) return;
    event.preventDefault();
    const input = event.currentTarget;
    const [start, end] = [input.selectionStart ?? text.length, input.selectionEnd ?? text.length];
    // Read the pasted text on its own (its own decimal mark), then as part of what is around it.
    const alone = readPasted(pasted, rules);
    if (!alone.ok) {
      take(alone, 0, [start, end]);
      return;
    }
    const insert = formatEntry(alone.entry);
    const whole = start === 0 && end === text.length;
    const combined = whole ? insert : `${text.slice(0, start)}${insert.replace(/\./g, '')}${text.slice(end)}`;
    take(readTyped(combined, rules), significantBefore(combined, start + (whole ? insert.length : insert.replace(/\./g, '').length)), [start, end]);
  };

  const blur = (event: FocusEvent<HTMLInputElement>) => {
    if (padDecimals) setShown((current) => ({ ...current, entry: padEntry(current.entry, scale) }));
    onBlur?.(event);
  };

  const remember = () => {
    const input = node.current;
    if (input) selection.current = [input.selectionStart ?? input.value.length, input.selectionEnd ?? input.value.length];
  };

  return (
    <input
      {...rest}
      ref={(element) => {
        node.current = element;
        assignRef(inputRef, element);
      }}
      type="text"
      inputMode={inputMode ?? (scale > 0 ? 'decimal' : 'numeric')}
      autoComplete="off"
      value={text}
      onChange={change}
      onPaste={paste}
      onBlur={blur}
      onSelect={remember}
      onKeyDown={remember}
    />
  );
}
