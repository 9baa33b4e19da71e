/**
 * The CVSS 3.1 base score of a vector (FIRST's specification, §7.1 and Appendix A), so the
 * server stores a score it computed and the form shows the same number beside the grade.
 * CVSS 4.0 scores come from FIRST's lookup tables, which are not kept here: null.
 */
const WEIGHTS = {
  AV: { N: 0.85, A: 0.62, L: 0.55, P: 0.2 },
  AC: { L: 0.77, H: 0.44 },
  UI: { N: 0.85, R: 0.62 },
  CIA: { H: 0.56, L: 0.22, N: 0 },
} as const;

/** FIRST's Roundup: the smallest one-decimal number not below x, free of floating-point drift. */
function roundUp(x: number): number {
  const scaled = Math.round(x * 100000);
  return scaled % 10000 === 0 ? scaled / 100000 : (Math.floor(scaled / 10000) + 1) / 10;
}

export function cvssBaseScore(vector: string): number | null {
  const match = /^CVSS:3\.1\/AV:([NALP])\/AC:([LH])\/PR:([NLH])\/UI:([NR])\/S:([UC])\/C:([NLH])\/I:([NLH])\/A:([NLH])$/.exec(vector.trim());
  if (!match) return null;
  const [, av, ac, pr, ui, s, c, i, a] = match as unknown as [string, 'N' | 'A' | 'L' | 'P', 'L' | 'H', 'N' | 'L' | 'H', 'N' | 'R', 'U' | 'C', 'N' | 'L' | 'H', 'N' | 'L' | 'H', 'N' | 'L' | 'H'];
  const changed = s === 'C';
  const privileges = pr === 'N' ? 0.85 : pr === 'L' ? (changed ? 0.68 : 0.62) : changed ? 0.5 : 0.27;
  const iss = 1 - (1 - WEIGHTS.CIA[c]) * (1 - WEIGHTS.CIA[i]) * (1 - WEIGHTS.CIA[a]);
  const impact = changed ? 7.52 * (iss - 0.029) - 3.25 * (iss - 0.02) ** 15 : 6.42 * iss;
  const exploitability = 8.22 * WEIGHTS.AV[av] * WEIGHTS.AC[ac] * privileges * WEIGHTS.UI[ui];
  if (impact <= 0) return 0;
  return roundUp(Math.min((changed ? 1.08 : 1) * (impact + exploitability), 10));
}
