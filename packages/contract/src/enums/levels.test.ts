import { describe, it, expect } from 'vitest';
import { pointsForReport, rightsLevelForPoints, PERSON_LEVELS } from './levels';
import { DEFAULT_HOLE_LEVELS, HOLE_COLORS } from './hole-level';

describe('rightsLevelForPoints', () => {
  it.each([
    [null, 'new'],
    [0, 'V0'],
    [9, 'V0'],
    [9.99, 'V0'],
    [10, 'V1'],
    [599, 'V1'],
    [599.5, 'V1'],
    [600, 'V2'],
    [1199, 'V2'],
    [1200, 'V3'],
    [250_000, 'V3'],
  ] as const)('%s points last year → %s', (points, level) => {
    expect(rightsLevelForPoints(points)).toBe(level);
  });

  it('refuses NaN instead of guessing a level', () => {
    expect(() => rightsLevelForPoints(Number.NaN)).toThrow(RangeError);
  });
});

describe('pointsForReport', () => {
  it('is the weight, capped at 40', () => {
    expect(pointsForReport(10, 'V1')).toBe(10);
    expect(pointsForReport(40, 'V0')).toBe(40);
    expect(pointsForReport(41, 'new')).toBe(40);
    expect(pointsForReport(9999, 'V1')).toBe(40);
  });

  it('is 1.2 times at V2 and V3, after the cap', () => {
    expect(pointsForReport(40, 'V2')).toBe(48);
    expect(pointsForReport(9999, 'V3')).toBe(48);
    expect(pointsForReport(30, 'V3')).toBe(36);
    expect(pointsForReport(10, 'V2')).toBe(12);
  });

  it('rounds a fractional product half up to whole points', () => {
    expect(pointsForReport(7, 'V2')).toBe(8); // 8.4
    expect(pointsForReport(9, 'V3')).toBe(11); // 10.8
    expect(pointsForReport(1, 'V2')).toBe(1); // 1.2
  });

  it('gives nothing for a weight below 1', () => {
    expect(pointsForReport(0, 'V3')).toBe(0);
    expect(pointsForReport(-5, 'V1')).toBe(0);
    expect(pointsForReport(Number.NaN, 'V1')).toBe(0);
  });
});

describe('levels and default hole levels', () => {
  it('person levels run from junior 0 to master 4', () => {
    expect(Object.values(PERSON_LEVELS)).toEqual([0, 1, 2, 3, 4]);
  });

  it('default hole levels are urgent 40 purple, high 30 red, middle 20 orange, low 10 blue', () => {
    expect(DEFAULT_HOLE_LEVELS.map((l) => [l.holeCode, l.weight, l.color, l.rank])).toEqual([
      ['urgent', 40, 'purple', 4],
      ['high', 30, 'red', 3],
      ['middle', 20, 'orange', 2],
      ['low', 10, 'blue', 1],
    ]);
    for (const level of DEFAULT_HOLE_LEVELS) {
      expect(HOLE_COLORS).toContain(level.color);
      expect(level.name.zh.length).toBeLessThanOrEqual(20);
      expect(level.description.zh).not.toBe('');
      expect(level.description.en).not.toBe('');
    }
  });
});
