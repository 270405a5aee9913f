/**
 * The one axe helper of the e2e suite (WCAG 2.0 and 2.1, levels A and AA, including axe's
 * experimental "label in name" rule):
 *
 *   await expectAccessible(page);                          // no serious or critical violation
 *   await expectAccessible(page, { minImpact: 'minor' }); // no violation at all
 *   await expectAccessible(page, { include: '[role="dialog"]', label: 'dialog' });
 *
 * Violations below `minImpact` do not fail the test; they are attached to the report
 * (`axe-<label>.txt`) so they stay visible.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] as const;

type AxeImpact = 'minor' | 'moderate' | 'serious' | 'critical';
const IMPACTS: readonly AxeImpact[] = ['minor', 'moderate', 'serious', 'critical'];

export interface AxeOptions {
  /** The lowest impact that fails the test (default 'serious': serious and critical fail). */
  minImpact?: AxeImpact;
  /** Scan only this part of the page (a CSS selector). */
  include?: string;
  /** Names the scan in failure messages and attachments (default: the page's path). */
  label?: string;
}

interface AxeFinding {
  id: string;
  impact: AxeImpact;
  help: string;
  nodes: string[];
}

/**
 * Contrast that axe measured but would not judge: text the colour of its background ('equalRatio')
 * and single characters below the ratio ('shortTextContent', e.g. a pager's page number). axe
 * files both under "incomplete", so a white-on-white current page went through as a pass.
 */
const UNJUDGED_CONTRAST = new Set(['equalRatio', 'shortTextContent']);

/**
 * The WCAG 2.1 A/AA rules that axe ships as experimental, which its tags alone do not run:
 * 2.5.3 label in name (a control's accessible name contains the text it shows), 1.3.1 (bold
 * paragraphs posing as headings, fake table captions, data cells without headers) and 1.3.4
 * (no orientation lock).
 */
const EXPERIMENTAL_RULES = ['label-content-name-mismatch', 'p-as-heading', 'table-fake-caption', 'td-has-header', 'css-orientation-lock'] as const;

/** Runs axe with the WCAG 2.1 A/AA tags (and EXPERIMENTAL_RULES) and returns every violation, most severe first. */
async function axeFindings(page: Page, include?: string): Promise<AxeFinding[]> {
  let builder = new AxeBuilder({ page })
    .options({
      rules: Object.fromEntries(EXPERIMENTAL_RULES.map((id) => [id, { enabled: true }])),
      // Only these two are read: axe then describes (a unique selector each) one node per passing
      // or inapplicable rule instead of every node, the slow tail of a large page's scan.
      resultTypes: ['violations', 'incomplete'],
    })
    .withTags([...WCAG_TAGS]);
  if (include) builder = builder.include(include);
  const { violations, incomplete } = await builder.analyze();
  const findings: AxeFinding[] = violations.map((v) => ({
    id: v.id,
    impact: (v.impact ?? 'minor') as AxeImpact,
    help: v.help,
    nodes: v.nodes.map((n) => `${n.target.join(' ')}${n.failureSummary ? ` — ${n.failureSummary.replace(/\s+/g, ' ')}` : ''}`),
  }));
  const unjudged = incomplete
    .filter((r) => r.id === 'color-contrast')
    .flatMap((r) => r.nodes)
    .flatMap((n) => {
      const data = n.any.map((check) => check.data as { messageKey?: string; fgColor?: string; bgColor?: string; contrastRatio?: number } | null).find((d) => UNJUDGED_CONTRAST.has(d?.messageKey ?? ''));
      return data ? [`${n.target.join(' ')} — ${data.fgColor} on ${data.bgColor}, ${data.contrastRatio}:1 (axe: ${data.messageKey})`] : [];
    });
  if (unjudged.length > 0) findings.push({ id: 'color-contrast', impact: 'serious', help: 'Text must be readable against its background', nodes: unjudged });
  return findings.sort((a, b) => IMPACTS.indexOf(b.impact) - IMPACTS.indexOf(a.impact));
}

const describe = (label: string, f: AxeFinding) => `${label}: [${f.impact}] ${f.id} (${f.help})\n    ${f.nodes.join('\n    ')}`;

/** Fails the test if axe finds a violation of `minImpact` or worse; attaches the milder ones. */
export async function expectAccessible(page: Page, options: AxeOptions = {}): Promise<void> {
  const { minImpact = 'serious', include } = options;
  const label = options.label ?? new URL(page.url()).pathname;
  const findings = await axeFindings(page, include);
  const floor = IMPACTS.indexOf(minImpact);
  const failing = findings.filter((f) => IMPACTS.indexOf(f.impact) >= floor);
  const mild = findings.filter((f) => IMPACTS.indexOf(f.impact) < floor);
  if (mild.length > 0) {
    await test.info().attach(`axe-${label.replace(/[^\w-]+/g, '_')}.txt`, { body: mild.map((f) => describe(label, f)).join('\n'), contentType: 'text/plain' });
  }
  expect(failing.map((f) => describe(label, f)), `axe (WCAG 2.1 A/AA, ${minImpact} or worse) on ${label}`).toEqual([]);
}
