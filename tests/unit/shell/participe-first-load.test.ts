// @vitest-environment node
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { chainTo, SRC } from '@tests/helpers/static-imports';

/**
 * docs/performance.md, "What loads on demand": /participe's forms are a chunk of their own
 * (features/auth/screens/participe/lazy-forms.tsx), so react-hook-form and the form kit stay off the
 * page's first load; the tabs hydrate without them.
 */
const isFormCode = (spec: string) => spec === 'react-hook-form' || spec.startsWith('@/components/form/');
const fromSrc = (file: string) => path.join(SRC, file);

describe("/participe's first load", () => {
  it('would see react-hook-form where it is: the forms themselves', () => {
    expect(chainTo(fromSrc('features/auth/screens/participe/SignInForm.tsx'), isFormCode)).toEqual(['features/auth/screens/participe/SignInForm.tsx']);
  });

  it('neither the page nor the app around it reaches react-hook-form or the form kit through a static import', () => {
    expect(chainTo(fromSrc('pages/participe.tsx'), isFormCode)).toBeNull();
    expect(chainTo(fromSrc('pages/_app.tsx'), isFormCode)).toBeNull();
  });
});
