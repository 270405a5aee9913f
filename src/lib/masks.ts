import { IMask } from 'react-imask';
import { MASK_DIGITS, maskOptions, type MaskName } from './mask-patterns';

/**
 * The input masks of docs/product/validation.md (lib/mask-patterns.ts) as react-imask options, plus pure helpers
 * that apply them to a string with the same engine the inputs use, so a pasted value and a
 * formatted value always agree.
 */

const pipes = new Map<MaskName, { format: (value: string) => string; unmask: (value: string) => string }>();

function pipesOf(name: MaskName) {
  let found = pipes.get(name);
  if (!found) {
    const opts = maskOptions(name);
    found = {
      format: IMask.createPipe(opts, IMask.PIPE_TYPE.MASKED, IMask.PIPE_TYPE.MASKED),
      unmask: IMask.createPipe(opts, IMask.PIPE_TYPE.MASKED, IMask.PIPE_TYPE.UNMASKED),
    };
    pipes.set(name, found);
  }
  return found;
}

/**
 * Applies a mask to what a user could type or paste ('12345678909' or '123.456.789-09'):
 * the displayed text. Characters the mask refuses (letters, a 0 area digit) are dropped.
 */
export function applyMask(name: MaskName, value: string | null | undefined): string {
  if (!value) return '';
  return pipesOf(name).format(value);
}

/** The digits the mask accepts from `value` ('123.456.789-09' → '12345678909'). */
export function unmask(name: MaskName, value: string | null | undefined): string {
  if (!value) return '';
  return pipesOf(name).unmask(value);
}

/** Whether `value` fills the mask completely. */
export function isMaskComplete(name: MaskName, value: string | null | undefined): boolean {
  return MASK_DIGITS[name].includes(unmask(name, value).length);
}
