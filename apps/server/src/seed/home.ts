import { count } from 'drizzle-orm';
import type { Database } from '../db/client';
import { carouselItems, entranceTiles } from '../domains/content/content.tables';

/** Images the web app ships under public/images/carousel; a null link makes a banner inert. */
const CAROUSEL = [
  { imagePath: '/images/carousel/1.svg', link: '/companyservice/bugbounty' },
  { imagePath: '/images/carousel/2.svg', link: '/hackerservice/projectPage' },
  { imagePath: '/images/carousel/3.svg', link: '/game' },
  { imagePath: '/images/carousel/4.svg', link: null },
];

/** Platform entrance tiles; logos are shipped by the web app under public/images/entrance. */
const ENTRANCES = [
  {
    nameZh: '项目大厅',
    nameEn: 'Project hall',
    introduceZh: '浏览正在招募的众测项目，报名参与并提交漏洞',
    introduceEn: 'Browse open crowd-testing projects, enrol and report vulnerabilities',
    url: '/hackerservice/projectPage',
    logo: '/images/entrance/project-hall.svg',
  },
  {
    nameZh: '白帽排行榜',
    nameEn: 'Leaderboard',
    introduceZh: '按月度、季度与年度查看白帽子积分排名',
    introduceEn: 'See how researchers rank by points each month, quarter and year',
    url: '/hackerservice/leaderboard',
    logo: '/images/entrance/leaderboard.svg',
  },
  {
    nameZh: '企业众测',
    nameEn: 'Bug bounty for companies',
    introduceZh: '发布众测项目，借助白帽子发现真实风险',
    introduceEn: 'Publish a project and let researchers find your real risks',
    url: '/companyservice/bugbounty',
    logo: '/images/entrance/crowd-testing.svg',
  },
  {
    nameZh: '赛事保障',
    nameEn: 'Event security',
    introduceZh: '多年重大体育赛事网络安全保障经验',
    introduceEn: 'Years of securing major sports events',
    url: '/game',
    logo: '/images/entrance/event-security.svg',
  },
  {
    nameZh: '公告与活动',
    nameEn: 'News and events',
    introduceZh: '平台规则、系统通知与白帽活动',
    introduceEn: 'Platform rules, service notices and community events',
    url: '/announcement',
    logo: '/images/entrance/announcements.svg',
  },
  {
    nameZh: '白帽子指南',
    nameEn: 'Hacker guide',
    introduceZh: '从注册认证到提交第一份报告',
    introduceEn: 'From registration to your first report',
    url: '/hackerservice/hacker-guide',
    logo: '/images/entrance/hacker-guide.svg',
  },
];

async function isEmpty(db: Database, table: typeof carouselItems | typeof entranceTiles): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(table);
  return Number(row?.n ?? 0) === 0;
}

/**
 * Fills the home page's carousel and entrance tiles when they are empty. Sort orders
 * leave gaps of ten so staff can slot an item in between without renumbering.
 */
export async function seedHomeContent(db: Database): Promise<number> {
  let added = 0;
  if (await isEmpty(db, carouselItems)) {
    await db.insert(carouselItems).values(CAROUSEL.map((item, i) => ({ ...item, sortOrder: (i + 1) * 10 })));
    added += CAROUSEL.length;
  }
  if (await isEmpty(db, entranceTiles)) {
    await db.insert(entranceTiles).values(ENTRANCES.map((tile, i) => ({ ...tile, sortOrder: (i + 1) * 10 })));
    added += ENTRANCES.length;
  }
  return added;
}
