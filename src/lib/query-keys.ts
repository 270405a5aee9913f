/**
 * A feature's root cache keys (TkDodo's factory levels): `all` for everything of the feature,
 * `lists` and `details` under it. The feature's `model.ts` declares them and its `queries.ts`
 * builds its entries on them, so another feature that only invalidates them imports the model,
 * not every read (docs/adding-a-feature.md).
 */
export function featureKeys<const Root extends string>(root: Root) {
  return {
    all: () => [root] as const,
    lists: () => [root, 'list'] as const,
    details: () => [root, 'detail'] as const,
  };
}
