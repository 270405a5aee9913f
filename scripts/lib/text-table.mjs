// @ts-check
/**
 * A plain-text table for the benchmarks' reports: the first column left-aligned, the others
 * right-aligned, two spaces apart, a dashed rule under the header.
 * @param {string[]} header
 * @param {string[][]} body
 * @returns {string}
 */
export function textTable(header, body) {
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((row) => row[i].length)));
  const line = (/** @type {string[]} */ cells) =>
    cells
      .map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i])))
      .join('  ')
      .trimEnd();
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...body.map(line)].join('\n');
}
