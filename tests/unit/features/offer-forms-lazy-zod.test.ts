import { beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * docs/performance.md: the forms of negotiations, interests and searches validate with zod schemas that load
 * after the page is interactive (useSchemaForm). Their screens and dialogs may import the schema
 * modules' types only; a value import would put zod back in the first load of the page.
 */
const loaded = vi.hoisted(() => new Set<string>());

vi.mock('@/features/negotiations/schemas', async (original) => {
  loaded.add('negotiations');
  return original();
});
vi.mock('@/features/interest-items/schemas', async (original) => {
  loaded.add('interest-items');
  return original();
});
vi.mock('@/features/searches/schemas', async (original) => {
  loaded.add('searches');
  return original();
});

describe('negotiation, interest and search forms load their zod schemas on first use', () => {
  // Each test imports into an empty module registry (the mocks stay), so either may run first.
  beforeEach(() => {
    vi.resetModules();
    loaded.clear();
  });

  it('their screens and dialogs import no schema module', async () => {
    await Promise.all([
      import('@/features/negotiations/screens/NegotiationScreen'),
      import('@/features/negotiations/components/NegotiateDialog'),
      import('@/features/negotiations/components/ProposalDialog'),
      import('@/features/interest-items/components/InterestDialog'),
      import('@/features/searches/screens/SearchFormScreen'),
      import('@/features/searches/components/SearchEditForm'),
      import('@/features/searches/components/SearchResubmitForm'),
    ]);
    expect([...loaded]).toEqual([]);
  });

  it('the schemas are still there for the loaders to import', async () => {
    await import('@/features/negotiations/schemas');
    expect(loaded.has('negotiations')).toBe(true);
  });
});
