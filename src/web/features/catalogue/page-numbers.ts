/** The numbers of the pages the pager names around the current one: 1 … 4 5 6 … 20 (null: a gap; a gap of one page names it). */
export function pageNumbers(current: number, last: number): (number | null)[] {
  const wanted = new Set([1, last, current - 1, current, current + 1].filter((n) => n >= 1 && n <= last));
  const sorted = [...wanted].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  sorted.forEach((n, i) => {
    const gap = i > 0 ? n - sorted[i - 1]! : 1;
    if (gap === 2) out.push(n - 1);
    else if (gap > 2) out.push(null);
    out.push(n);
  });
  return out;
}
