// Plain-text tables for the bench report.

/** Bytes as KiB with one decimal. */
export function kib(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

/** Prints rows under a header, columns padded to their widest cell (first column left-aligned). */
export function printTable(header: string[], rows: string[][]): void {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows) console.log(line(row));
}
