import { stringEnum, type LabelTable } from './define';
import type { Bilingual } from '../locale';

/** Colours a hole level may carry; `hex` is the swatch the web app paints. */
export const HOLE_COLORS = ['purple', 'red', 'yellow', 'orange', 'blue', 'grey'] as const;
export type HoleColor = (typeof HOLE_COLORS)[number];
export const holeColorSchema = stringEnum(HOLE_COLORS);
export const holeColorHex: Readonly<Record<HoleColor, string>> = {
  purple: '#722ed1',
  red: '#f5222d',
  yellow: '#fadb14',
  orange: '#fa8c16',
  blue: '#1677ff',
  grey: '#8c8c8c',
};
export const holeColorLabels: LabelTable<HoleColor> = {
  purple: { zh: '紫色', en: 'Purple' },
  red: { zh: '红色', en: 'Red' },
  yellow: { zh: '黄色', en: 'Yellow' },
  orange: { zh: '橙色', en: 'Orange' },
  blue: { zh: '蓝色', en: 'Blue' },
  grey: { zh: '灰色', en: 'Grey' },
};

export const DEFAULT_HOLE_CODES = ['urgent', 'high', 'middle', 'low'] as const;
export type DefaultHoleCode = (typeof DEFAULT_HOLE_CODES)[number];

export type DefaultHoleLevel = {
  holeCode: DefaultHoleCode;
  name: Bilingual;
  /** The weight stored and used for points (capped at 40). */
  weight: number;
  /** The 4/3/2/1 the spec shows for the defaults in detail views: a rank, not a second weight. */
  rank: number;
  color: HoleColor;
  description: Bilingual;
};

/** The levels a new project starts with (spec 002 §3.3); money defaults to 0. */
export const DEFAULT_HOLE_LEVELS: readonly DefaultHoleLevel[] = [
  {
    holeCode: 'urgent', name: { zh: '严重', en: 'Critical' }, weight: 40, rank: 4, color: 'purple',
    description: {
      zh: '可直接获取核心系统权限或造成大规模敏感数据泄露的漏洞，如核心系统远程命令执行、任意文件上传获取服务器权限、核心数据库 SQL 注入。',
      en: 'Direct control of core systems or large-scale leaks of sensitive data, such as remote code execution on core systems, file upload leading to server takeover, SQL injection into core databases.',
    },
  },
  {
    holeCode: 'high', name: { zh: '高危', en: 'High' }, weight: 30, rank: 3, color: 'red',
    description: {
      zh: '可获取普通系统权限或越权访问重要数据的漏洞，如普通系统命令执行、严重的越权操作、存储型跨站脚本。',
      en: 'Control of ordinary systems or unauthorised access to important data, such as command execution on ordinary systems, serious privilege bypass, stored cross-site scripting.',
    },
  },
  {
    holeCode: 'middle', name: { zh: '中危', en: 'Medium' }, weight: 20, rank: 2, color: 'orange',
    description: {
      zh: '需要交互或特定条件才能利用的漏洞，如反射型跨站脚本、涉及敏感操作的 CSRF、一般信息泄露。',
      en: 'Flaws that need user interaction or special conditions, such as reflected cross-site scripting, CSRF on sensitive actions, ordinary information leaks.',
    },
  },
  {
    holeCode: 'low', name: { zh: '低危', en: 'Low' }, weight: 10, rank: 1, color: 'blue',
    description: {
      zh: '影响轻微的漏洞，如少量非敏感信息泄露、难以利用的配置缺陷。',
      en: 'Flaws of slight impact, such as small leaks of non-sensitive information or configuration weaknesses that are hard to exploit.',
    },
  },
];
