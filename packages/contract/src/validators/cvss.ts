import type { Bilingual } from '../locale';

/**
 * CVSS v3.1 base scores (FIRST, "CVSS v3.1 Specification Document" §7 and Appendix A). The
 * submit form's calculator and the server compute the same number from the same vector, so
 * a score is never taken from the client. CVSS 4.0 vectors are accepted by `cvssVectorSchema`
 * but not scored here: its scoring needs FIRST's macro-vector tables.
 */

/** The base metrics in the order the vector string carries them. */
export const CVSS31_METRICS = ['AV', 'AC', 'PR', 'UI', 'S', 'C', 'I', 'A'] as const;
export type Cvss31Metric = (typeof CVSS31_METRICS)[number];

/** Each metric's values, most severe first within the spec's order. */
export const CVSS31_VALUES = {
  AV: ['N', 'A', 'L', 'P'],
  AC: ['L', 'H'],
  PR: ['N', 'L', 'H'],
  UI: ['N', 'R'],
  S: ['U', 'C'],
  C: ['H', 'L', 'N'],
  I: ['H', 'L', 'N'],
  A: ['H', 'L', 'N'],
} as const satisfies Record<Cvss31Metric, readonly string[]>;

export type Cvss31Vector = { [M in Cvss31Metric]: (typeof CVSS31_VALUES)[M][number] };

const WEIGHTS = {
  AV: { N: 0.85, A: 0.62, L: 0.55, P: 0.2 },
  AC: { L: 0.77, H: 0.44 },
  UI: { N: 0.85, R: 0.62 },
  CIA: { H: 0.56, L: 0.22, N: 0 },
} as const;

/** Privileges Required weighs more when the scope changes (spec §7.4). */
function privilegeWeight(pr: Cvss31Vector['PR'], scope: Cvss31Vector['S']): number {
  if (pr === 'N') return 0.85;
  if (pr === 'L') return scope === 'C' ? 0.68 : 0.62;
  return scope === 'C' ? 0.5 : 0.27;
}

/**
 * Round up to one decimal as Appendix A defines it: on integers, so that floating-point
 * noise (4.000000000000001) does not round 4.0 up to 4.1.
 */
export function cvssRoundUp(value: number): number {
  const scaled = Math.round(value * 100_000);
  return scaled % 10_000 === 0 ? scaled / 100_000 : (Math.floor(scaled / 10_000) + 1) / 10;
}

const VECTOR_31 = /^CVSS:3\.1\/AV:([NALP])\/AC:([LH])\/PR:([NLH])\/UI:([NR])\/S:([UC])\/C:([NLH])\/I:([NLH])\/A:([NLH])$/;

/** A v3.1 base vector in the canonical order (what `cvssVectorSchema` accepts), or null. */
export function parseCvss31(vector: string): Cvss31Vector | null {
  const m = VECTOR_31.exec(vector.trim());
  if (!m) return null;
  const values = m.slice(1);
  return Object.fromEntries(CVSS31_METRICS.map((metric, i) => [metric, values[i]])) as Cvss31Vector;
}

export function formatCvss31(vector: Cvss31Vector): string {
  return `CVSS:3.1/${CVSS31_METRICS.map((metric) => `${metric}:${vector[metric]}`).join('/')}`;
}

/** The base score, 0.0 to 10.0. */
export function cvss31BaseScore(v: Cvss31Vector): number {
  const iss = 1 - (1 - WEIGHTS.CIA[v.C]) * (1 - WEIGHTS.CIA[v.I]) * (1 - WEIGHTS.CIA[v.A]);
  const impact = v.S === 'U' ? 6.42 * iss : 7.52 * (iss - 0.029) - 3.25 * (iss - 0.02) ** 15;
  const exploitability = 8.22 * WEIGHTS.AV[v.AV] * WEIGHTS.AC[v.AC] * privilegeWeight(v.PR, v.S) * WEIGHTS.UI[v.UI];
  if (impact <= 0) return 0;
  return v.S === 'U' ? cvssRoundUp(Math.min(impact + exploitability, 10)) : cvssRoundUp(Math.min(1.08 * (impact + exploitability), 10));
}

export const CVSS_SEVERITIES = ['none', 'low', 'medium', 'high', 'critical'] as const;
export type CvssSeverity = (typeof CVSS_SEVERITIES)[number];

/** The qualitative rating of a score (spec §5). */
export function cvssSeverity(score: number): CvssSeverity {
  if (score === 0) return 'none';
  if (score < 4) return 'low';
  if (score < 7) return 'medium';
  if (score < 9) return 'high';
  return 'critical';
}

export const cvssSeverityLabels: Readonly<Record<CvssSeverity, Bilingual>> = {
  none: { zh: '无', en: 'None' },
  low: { zh: '低危', en: 'Low' },
  medium: { zh: '中危', en: 'Medium' },
  high: { zh: '高危', en: 'High' },
  critical: { zh: '严重', en: 'Critical' },
};

/** Score and rating of a vector string, or null when it is not a v3.1 base vector (a 4.0 one, or junk). */
export function scoreCvssVector(vector: string): { score: number; severity: CvssSeverity } | null {
  const parsed = parseCvss31(vector);
  if (!parsed) return null;
  const score = cvss31BaseScore(parsed);
  return { score, severity: cvssSeverity(score) };
}
