/**
 * The forced-failure paths of `POST /__mock/fail` are tested against every request's path, so
 * they are globs, never regular expressions: a glob is matched by walking the path once while
 * keeping the set of pattern positions still alive (no backtracking), at most
 * MAX_PATTERN_LENGTH × the path's length steps whatever the pattern. `*` is any run of
 * characters but `/` (one segment or part of one), `**` any run including `/`; every other
 * character stands for itself (`?`, `.`, `^`, `$` too). A pattern starts with `/`.
 */
const MAX_PATTERN_LENGTH = 200;

type Token = 'segment' | 'any' | string;

/** A compiled glob: `test(pathname)` is true when the whole pathname matches. */
export interface PathGlob {
  readonly source: string;
  test(pathname: string): boolean;
}

function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  for (let i = 0; i < source.length; i++) {
    if (source[i] !== '*') tokens.push(source[i]!);
    else if (source[i + 1] === '*') {
      tokens.push('any');
      i++;
      while (source[i + 1] === '*') i++;
    } else tokens.push('segment');
  }
  return tokens;
}

function matches(tokens: readonly Token[], text: string): boolean {
  const size = tokens.length + 1;
  let alive = new Uint8Array(size);
  // A star may match nothing: whoever reaches it also reaches the position after it.
  const close = (set: Uint8Array) => {
    for (let s = 0; s < tokens.length; s++) if (set[s] && (tokens[s] === 'segment' || tokens[s] === 'any')) set[s + 1] = 1;
  };
  alive[0] = 1;
  close(alive);
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    const next = new Uint8Array(size);
    let any = false;
    for (let s = 0; s < tokens.length; s++) {
      if (!alive[s]) continue;
      const token = tokens[s];
      if (token === 'any' || (token === 'segment' && ch !== '/')) next[s] = 1;
      else if (token === ch) next[s + 1] = 1;
      else continue;
      any = true;
    }
    if (!any) return false;
    close(next);
    alive = next;
  }
  return alive[tokens.length] === 1;
}

/** The glob compiled when it is one (starts with `/`, at most 200 characters); null otherwise (a 400). */
export function safePattern(source: string): PathGlob | null {
  if (!source.startsWith('/') || source.length > MAX_PATTERN_LENGTH) return null;
  const tokens = tokenize(source);
  return { source, test: (pathname) => matches(tokens, pathname) };
}
