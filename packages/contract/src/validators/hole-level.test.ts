import { describe, it, expect } from 'vitest';
import { z } from 'zod';
import { issueKeys, issuesAt } from '../test-support';
import { DEFAULT_HOLE_LEVELS } from '../enums/hole-level';
import { addHoleMoneyIssues, duplicateWeightIndexes, holeLevelListSchema, holeLevelSchema, rewardPoolSchema, sortHoleLevels } from './hole-level';

const level = (over: Record<string, unknown> = {}) => ({
  holeLevelName: '严重', weight: 40, holeMoney: '1000', holeDescription: '远程命令执行', color: 'purple', ...over,
});

describe('holeLevelSchema', () => {
  it('parses a level, money in fen', () => {
    expect(holeLevelSchema.parse(level())).toEqual({ holeLevelName: '严重', weight: 40, holeMoney: 100_000, holeDescription: '远程命令执行', color: 'purple' });
    expect(holeLevelSchema.parse(level({ weight: '9999' })).weight).toBe(9999);
  });

  it('name: required, at most 20 characters', () => {
    expect(issuesAt(holeLevelSchema, level({ holeLevelName: ' ' }))).toEqual(['holeLevelName:holeLevel.name.required']);
    expect(issuesAt(holeLevelSchema, level({ holeLevelName: '字'.repeat(20) }))).toEqual([]);
    expect(issuesAt(holeLevelSchema, level({ holeLevelName: '字'.repeat(21) }))).toEqual(['holeLevelName:holeLevel.name.max']);
  });

  it('weight: a whole number from 1 to 9999', () => {
    for (const ok of [1, 9999, '25']) expect(issuesAt(holeLevelSchema, level({ weight: ok }))).toEqual([]);
    for (const bad of [0, 10_000, 2.5, -1]) expect(issuesAt(holeLevelSchema, level({ weight: bad }))).toEqual(['weight:holeLevel.weight.range']);
    expect(issuesAt(holeLevelSchema, level({ weight: undefined }))).toEqual(['weight:holeLevel.weight.required']);
  });

  it('money, description and colour', () => {
    expect(issuesAt(holeLevelSchema, level({ holeMoney: '' }))).toEqual(['holeMoney:holeLevel.money.required']);
    expect(issuesAt(holeLevelSchema, level({ holeMoney: '1.005' }))).toEqual(['holeMoney:amount.format']);
    expect(issuesAt(holeLevelSchema, level({ holeDescription: '' }))).toEqual(['holeDescription:holeLevel.description.required']);
    expect(issuesAt(holeLevelSchema, level({ color: undefined }))).toEqual(['color:holeLevel.color.required']);
    expect(issuesAt(holeLevelSchema, level({ color: 'pink' }))).toEqual(['color:enum.invalid']);
  });

  it('accepts every default level', () => {
    for (const d of DEFAULT_HOLE_LEVELS) {
      const parsed = holeLevelSchema.safeParse({ holeCode: d.holeCode, holeLevelName: d.name.zh, weight: d.weight, holeMoney: 0, holeDescription: d.description.zh, color: d.color });
      expect(parsed.success).toBe(true);
    }
  });
});

describe('holeLevelListSchema', () => {
  it('needs at least one level', () => {
    expect(issueKeys(holeLevelListSchema, [])).toEqual(['holeLevel.atLeastOne']);
    expect(issueKeys(holeLevelListSchema, undefined)).toEqual(['holeLevel.atLeastOne']);
  });

  it('rejects a repeated weight on the repeating row, with the spec message', () => {
    const list = [level(), level({ holeLevelName: '高危', weight: 30 }), level({ holeLevelName: '又一个', weight: 40 })];
    expect(issuesAt(holeLevelListSchema, list)).toEqual(['2.weight:holeLevel.weight.duplicate']);
    expect(duplicateWeightIndexes([{ weight: 1 }, { weight: 2 }, { weight: 1 }, { weight: 1 }])).toEqual([2, 3]);
  });

  it('keeps the order typed; sortHoleLevels orders by weight, highest first', () => {
    const parsed = holeLevelListSchema.parse([level({ weight: 10 }), level({ weight: 40 }), level({ weight: 20 })]);
    expect(parsed.map((l) => l.weight)).toEqual([10, 40, 20]);
    expect(sortHoleLevels(parsed).map((l) => l.weight)).toEqual([40, 20, 10]);
  });
});

describe('rewards against the pool', () => {
  const project = z
    .object({ rewardpool: rewardPoolSchema, holeList: holeLevelListSchema })
    .superRefine((v, ctx) => addHoleMoneyIssues(ctx, v.holeList, v.rewardpool));

  it('a reward may equal the pool but not exceed it', () => {
    expect(issuesAt(project, { rewardpool: '1000', holeList: [level({ holeMoney: '1000' })] })).toEqual([]);
    expect(issuesAt(project, { rewardpool: '1000', holeList: [level({ holeMoney: 1000.01 }), level({ weight: 1, holeMoney: 5 })] })).toEqual([
      'holeList.0.holeMoney:holeLevel.money.range',
    ]);
  });

  it('the pool is 0 to 999999999 with 2 decimals', () => {
    expect(rewardPoolSchema.parse('999999999')).toBe(99_999_999_900);
    expect(rewardPoolSchema.parse(0)).toBe(0);
    expect(issueKeys(rewardPoolSchema, '999999999.01')).toEqual(['rewardPool.range']);
    expect(issueKeys(rewardPoolSchema, -5)).toEqual(['rewardPool.range']);
    expect(issueKeys(rewardPoolSchema, '10.001')).toEqual(['amount.format']);
  });
});
