import { describe, it, expect } from 'vitest';
import { RIGHTS_LEVELS } from '../enums/levels';
import { UPLOAD_RULES, MB } from '../validators/upload-rules';
import { SESSION_LIFETIME_MS, PLEDGE_PENALTIES_FEN, TRUSTED_AUTH_MAX_PROOF_FILES } from './account';
import { APPEAL_WINDOW_MS, bugDraftStorageKey, EDITOR_LIMITS } from './bugs';
import { giftVouchersForPoints, RIGHTS_BENEFITS, TEAM_HALL_PAGE_SIZE, TEAM_HALL_PAGE_SIZES } from './community';
import { MESSAGE_PAGE_SIZE, MESSAGE_PAGE_SIZES } from './site';
import { TESTER_COUNT, REWARD_POOL } from './projects';

describe('constants', () => {
  it('default page sizes are among the offered ones', () => {
    expect(TEAM_HALL_PAGE_SIZES).toContain(TEAM_HALL_PAGE_SIZE);
    expect(MESSAGE_PAGE_SIZES).toContain(MESSAGE_PAGE_SIZE);
  });

  it('time spans are what the spec says', () => {
    expect(SESSION_LIFETIME_MS).toBe(8 * 3_600_000);
    expect(APPEAL_WINDOW_MS).toBe(3 * 86_400_000);
  });

  it('the tester default is a multiple of the step', () => {
    expect(TESTER_COUNT.default % TESTER_COUNT.step).toBe(0);
    expect(REWARD_POOL.maxYuan).toBe(999_999_999);
  });

  it('upload rules agree with the other limits', () => {
    expect(UPLOAD_RULES.editorImage.maxBytes).toBe(EDITOR_LIMITS.maxImageBytes);
    expect(UPLOAD_RULES.editorImage.maxFiles).toBe(EDITOR_LIMITS.maxImages);
    expect(UPLOAD_RULES.proofFile.maxFiles).toBe(TRUSTED_AUTH_MAX_PROOF_FILES);
    expect(UPLOAD_RULES.proofFile.maxBytes).toBe(20 * MB);
  });

  it('pledge penalties are in fen', () => {
    expect(PLEDGE_PENALTIES_FEN).toEqual({ confidentialityBreach: 1_000_000, confidentialityDelayPerDay: 100_000, testPledgeViolation: 10_000_000 });
  });

  it('rights benefits never shrink as the level rises', () => {
    const rows = RIGHTS_LEVELS.map((l) => RIGHTS_BENEFITS[l]);
    for (let i = 1; i < rows.length; i++) {
      const [before, after] = [rows[i - 1], rows[i]];
      expect(after?.priorityPasses).toBeGreaterThanOrEqual(before?.priorityPasses ?? 0);
      expect(after?.giftExchangesPerYear).toBeGreaterThanOrEqual(before?.giftExchangesPerYear ?? 0);
    }
    expect(RIGHTS_BENEFITS.V3).toEqual({ priorityPasses: 24, giftExchangesPerYear: 12, pointsMultiplier: 1.2 });
    expect(RIGHTS_BENEFITS.V1.pointsMultiplier).toBe(1);
  });

  it('one gift voucher per 50 points', () => {
    expect(giftVouchersForPoints(49)).toBe(0);
    expect(giftVouchersForPoints(50)).toBe(1);
    expect(giftVouchersForPoints(149)).toBe(2);
    expect(giftVouchersForPoints(-10)).toBe(0);
  });

  it('bug drafts are keyed by project', () => {
    expect(bugDraftStorageKey(7)).toBe('bugDraft:7');
    expect(bugDraftStorageKey(7)).not.toBe(bugDraftStorageKey(8));
  });
});
