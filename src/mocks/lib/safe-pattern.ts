/**
 * The forced-failure patterns of `POST /__mock/fail` are regular expressions tested against every
 * request's path, so one that backtracks without end would stall the whole mock. Only a safe
 * subset is compiled: at most MAX_PATTERN_LENGTH characters, no backreferences or lookarounds,
 * no quantified group (`(a+)+`, `(a|aa)*`, `(x){9}`), at most MAX_UNBOUNDED `*`/`+`/`{n,}`, and
 * no count above MAX_COUNT. Everything the e2e suite needs (`^/user$`, `^/company/\d+$`) passes.
 */
const MAX_PATTERN_LENGTH = 200;
const MAX_UNBOUNDED = 2;
const MAX_COUNT = 100;

const COUNTED = /^\{(\d+)(,(\d*))?\}/;

/** What follows position `i` quantifies the atom before it: `*`, `+`, `?` or a `{n[,m]}` count. */
function quantifierAt(source: string, i: number): RegExpExecArray | '*' | '+' | '?' | null {
  const c = source[i];
  if (c === '*' || c === '+' || c === '?') return c;
  return c === '{' ? COUNTED.exec(source.slice(i)) : null;
}

function isSafe(source: string): boolean {
  if (source.length > MAX_PATTERN_LENGTH) return false;
  // Backreferences (\1, \k<name>) and lookarounds ((?=, (?!, (?<=, (?<!).
  if (/\\[1-9]|\\k<|\(\?<?[=!]/.test(source)) return false;
  let unbounded = 0;
  let inClass = false;
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (c === '\\') {
      i++;
      continue;
    }
    if (inClass) {
      if (c === ']') inClass = false;
      continue;
    }
    if (c === '[') {
      inClass = true;
      continue;
    }
    if (c === ')' && quantifierAt(source, i + 1) !== null) return false;
    const quantifier = quantifierAt(source, i);
    if (quantifier === '*' || quantifier === '+') unbounded++;
    if (quantifier !== null && typeof quantifier === 'object') {
      const [, min, comma, max] = quantifier;
      if (Number(min) > MAX_COUNT || (max !== undefined && max !== '' && Number(max) > MAX_COUNT)) return false;
      if (comma && !max) unbounded++;
    }
  }
  return unbounded <= MAX_UNBOUNDED;
}

/** The pattern compiled when it is in the safe subset and valid; null otherwise (a 400). */
export function safePattern(source: string): RegExp | null {
  if (!isSafe(source)) return null;
  try {
    return new RegExp(source);
  } catch {
    return null;
  }
}
