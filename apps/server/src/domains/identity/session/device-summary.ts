/**
 * "Chrome on Windows": what a person recognises of a session's browser in the account
 * centre, read from its User-Agent. Only the families people name; anything else is
 * "Unknown browser" / "unknown system" rather than a guess. The order matters: Edge and
 * Opera also say Chrome, Chrome also says Safari, WeChat's browser says all of them.
 */
const BROWSERS: [RegExp, string][] = [
  [/MicroMessenger\//, 'WeChat'],
  [/AlipayClient\//, 'Alipay'],
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/(OPR|Opera)\//, 'Opera'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/HeadlessChrome\//, 'Headless Chrome'],
  [/Chrome\/|CriOS\//, 'Chrome'],
  [/Version\/[\d.]+.*Safari\//, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/HarmonyOS/, 'HarmonyOS'],
  [/Linux/, 'Linux'],
];

export function deviceSummary(userAgent: string, locale: 'zh' | 'en'): string {
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  if (locale === 'zh') return `${browser ?? '未知浏览器'}（${system ?? '未知系统'}）`;
  return `${browser ?? 'Unknown browser'} on ${system ?? 'unknown system'}`;
}

/**
 * An address shown to its own account, masked enough for a screenshot: the last part of
 * IPv4 (203.0.113.*), the first three groups of IPv6 (2001:db8:85a3:*).
 */
export function maskAddress(address: string): string {
  const v4 = /^(?:::ffff:)?(\d+\.\d+\.\d+)\.\d+$/.exec(address);
  if (v4) return `${v4[1]}.*`;
  if (address.includes(':')) return `${address.split(':').slice(0, 3).join(':')}:*`;
  return address ? '*' : '';
}
