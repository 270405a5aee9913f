const SEED_DATE = Date.UTC(2026, 9, 1, 12, 0, 0);

/** A fixed date `days` after 2026-10-01 12:00 UTC (ISO), so the seed never depends on the clock. */
export const seedDate = (days: number) => new Date(SEED_DATE + days * 86_400_000).toISOString();
