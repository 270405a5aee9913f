import * as z from 'zod/mini';
import { isImpactMonth, type ImpactFigures } from '@/lib/impact';

/**
 * Impact for the company's ESG report (docs/deal/impact.md; our extension (docs/product/calls.md, "ours");
 * docs/deal/impact.md is the contract). Quantities moved through FINISHED negotiations, by unit and
 * by São Paulo calendar month of the moment each became FINISHED, with a weight in kg where the
 * unit is a mass (lib/impact.ts):
 *
 * - `GET /company/{id}/impact?from=2026-01&to=2026-12` — a member of the company, or an admin;
 *   anyone else gets the 404 of `GET /company/{id}`. `sold` is what the company passed on as seller
 *   ("repassado"), `bought` what it reused as buyer ("reaproveitado").
 * - `GET /admin/impact?companyId=3&from=…&to=…` — admins only (401 otherwise): the whole platform
 *   (`company: null`; every finished negotiation has a seller and a buyer, so `sold` and `bought`
 *   are the same figures), or one company with `companyId` (404 if there is none).
 * - `…/impact/export` beside each answers the same figures as an .xlsx workbook, named
 *   `impacto-<empresa>-<aaaa-mm-dd>.xlsx` / `impacto-giro-<aaaa-mm-dd>.xlsx` (Content-Disposition).
 *
 * `from`, `to`: months `YYYY-MM`, inclusive, both optional: `InvalidMonth` when one is not a month,
 * `MonthRangeReversed` when `to` comes before `from` (400).
 */

const count = z.int().check(z.gte(0));
const amount = () => z.number().check(z.gte(0));
const month = z.string().check(z.refine(isImpactMonth, 'Invalid month'));

const rowSchema = z.object({ unit: z.string(), quantity: amount(), negotiations: count, estimatedKg: z.nullable(amount()) });

const figuresSchema = z.object({
  negotiations: count,
  totals: z.array(rowSchema),
  months: z.array(z.extend(rowSchema, { month })),
  estimatedKgTotal: amount(),
  unitsWithoutEstimate: z.array(z.string()),
}) satisfies z.ZodMiniType<ImpactFigures>;

export const impactSchema = z.object({
  /** The company, or null for the whole platform. */
  company: z.nullable(z.object({ id: z.int(), name: z.string() })),
  from: z.nullable(month),
  to: z.nullable(month),
  sold: figuresSchema,
  bought: figuresSchema,
  /** The factors behind the weights: the mass units present, kg per unit. */
  estimateBasis: z.array(z.object({ unit: z.string(), kgPerUnit: z.number().check(z.gt(0)) })),
});
export type Impact = z.infer<typeof impactSchema>;

/** Whose impact: one company (its members and admins), or the platform (admins). */
export type ImpactScope = { companyId: number } | 'platform';
