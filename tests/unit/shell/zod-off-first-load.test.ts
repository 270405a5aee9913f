// @vitest-environment node
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { chainTo, pages, SRC } from '@tests/helpers/static-imports';

/**
 * docs/performance.md: no page loads zod (about 20 kB gzip) before it is interactive. The API's schemas come
 * with the first call (`lazyApi`), the forms' with the first validation (`useSchemaForm`), and the
 * rest through `import()`. This walks the static value imports from every page
 * (tests/helpers/static-imports.ts) and names the chain of any page that reaches zod.
 */
const isZod = (spec: string) => spec === 'zod' || spec.startsWith('zod/');
const chainToZod = (page: string) => chainTo(page, isZod);

describe('zod stays off the first load of every page', () => {
  const all = pages(path.join(SRC, 'pages'));

  it('walks every page, and would see a chain to zod', () => {
    expect(all.length).toBeGreaterThan(50);
    // The walk itself finds zod where it is: a feature's api.ts and a form's schemas.ts.
    expect(chainToZod(path.join(SRC, 'features/companies/api.ts'))).toEqual(['features/companies/api.ts']);
    expect(chainToZod(path.join(SRC, 'features/companies/schemas.ts'))).not.toBeNull();
  });

  it('no page reaches zod through a static value import', () => {
    const offenders = all.flatMap((page) => {
      const chain = chainToZod(page);
      return chain ? [chain.join(' → ')] : [];
    });
    expect(offenders).toEqual([]);
  });
});
