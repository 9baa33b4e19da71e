import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { carouselItems, entranceTiles } from './content.tables';

describe('home page carousel and entrance tiles', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    await t.db.insert(carouselItems).values([
      { imagePath: '/images/carousel/2.svg', link: null, sortOrder: 20 },
      { imagePath: '/images/carousel/off.svg', link: '/game', sortOrder: 1, enabled: false },
      { imagePath: '/images/carousel/1.svg', link: '/announcement', sortOrder: 10 },
    ]);
    await t.db.insert(entranceTiles).values([
      { nameZh: '排行榜', nameEn: 'Leaderboard', introduceZh: '积分排名', introduceEn: 'Points ranking', url: '/hackerservice/leaderboard', logo: '/images/entrance/leaderboard.svg', sortOrder: 20 },
      { nameZh: '项目大厅', nameEn: 'Project hall', introduceZh: '众测项目', introduceEn: 'Open projects', url: '/hackerservice/projectPage', logo: null, sortOrder: 10 },
      { nameZh: '已下线', nameEn: 'Retired', url: '/old', sortOrder: 5, enabled: false },
      { nameZh: '仅中文', nameEn: '', introduceZh: '尚未翻译', url: '/game', sortOrder: 30 },
    ]);
  });
  afterAll(() => t.close());

  it('lists enabled carousel items by sort order, the same in both languages', async () => {
    for (const locale of ['zh', 'en'] as const) {
      const { status, body } = await t.call<{ id: string; fingurePath: string; link: string | null }[]>({ method: 'GET', url: '/web/v1/fingure/list', locale });
      expect(status).toBe(200);
      expect(body.errmsg).toBe(locale === 'zh' ? '成功' : 'Success');
      expect(body.ret.map(({ fingurePath, link }) => ({ fingurePath, link }))).toEqual([
        { fingurePath: '/images/carousel/1.svg', link: '/announcement' },
        { fingurePath: '/images/carousel/2.svg', link: null },
      ]);
      // Public ids only: the serial id never leaves the server.
      expect(body.ret.every((item) => /^[0-9a-f]{32}$/.test(item.id))).toBe(true);
    }
  });

  it('lists enabled entrance tiles by sort order in Chinese', async () => {
    const { body } = await t.call<{ name: string; introduce: string; url: string; logo: string | null }[]>({ method: 'GET', url: '/web/v1/platform/entrance/list' });
    expect(body.errcode).toBe(0);
    expect(body.ret.map(({ name, introduce, url, logo }) => ({ name, introduce, url, logo }))).toEqual([
      { name: '项目大厅', introduce: '众测项目', url: '/hackerservice/projectPage', logo: null },
      { name: '排行榜', introduce: '积分排名', url: '/hackerservice/leaderboard', logo: '/images/entrance/leaderboard.svg' },
      { name: '仅中文', introduce: '尚未翻译', url: '/game', logo: null },
    ]);
  });

  it('lists entrance tiles in English, falling back to Chinese where English is missing', async () => {
    const { body } = await t.call<{ name: string; introduce: string }[]>({ method: 'GET', url: '/web/v1/platform/entrance/list', headers: { 'accept-language': 'en-US,en;q=0.9' } });
    expect(body.errmsg).toBe('Success');
    expect(body.ret.map(({ name, introduce }) => [name, introduce])).toEqual([
      ['Project hall', 'Open projects'],
      ['Leaderboard', 'Points ranking'],
      ['仅中文', '尚未翻译'],
    ]);
  });
});
