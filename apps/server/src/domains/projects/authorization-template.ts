import type { Locale } from '@wardline/contract';

/**
 * The authorisation letter a company downloads in the publish wizard, fills in, signs,
 * stamps and uploads (spec 002 §2.1): a Rich Text document (opens in Word, WPS, LibreOffice)
 * in the caller's language. Non-ASCII characters are written as RTF `\uN?` escapes, so the
 * file is plain ASCII and every reader shows the Chinese text with its own fonts.
 */
const TEXT: Record<Locale, { title: string; paragraphs: string[] }> = {
  zh: {
    title: '安全测试授权书',
    paragraphs: [
      'Wardline 众测平台：',
      '我单位（单位名称：____________________，统一社会信用代码：____________________）现授权贵平台组织白帽子，对下列系统开展安全测试：',
      '测试项目名称：____________________',
      '测试范围（域名、IP、应用）：____________________________________________',
      '测试时间：自 ____ 年 __ 月 __ 日 __ 时 至 ____ 年 __ 月 __ 日 __ 时',
      '1. 我单位确认对上述系统拥有合法的所有权或管理权，有权作出本授权。',
      '2. 测试应在上述范围与时间内进行，不得进行拒绝服务、社会工程、物理入侵等破坏性测试，不得篡改、删除或下载业务数据。',
      '3. 测试中发现的漏洞仅向我单位及平台报告，未经我单位书面同意不得对外公开。',
      '4. 我单位承诺按平台规则确认漏洞并支付奖金。',
      '授权单位（盖章）：____________________',
      '法定代表人或授权代表（签字）：____________________',
      '联系人及电话：____________________',
      '日期：____ 年 __ 月 __ 日',
    ],
  },
  en: {
    title: 'Security Testing Authorisation Letter',
    paragraphs: [
      'To the Wardline crowdsourced security testing platform:',
      'We (organisation: ____________________, unified social credit code: ____________________) authorise the platform to have security researchers test the following systems:',
      'Project name: ____________________',
      'Scope (domains, IP addresses, applications): ____________________________________________',
      'Period: from ____-__-__ __:00 to ____-__-__ __:00',
      '1. We confirm that we lawfully own or administer the systems above and may give this authorisation.',
      '2. Testing stays within the scope and period above; no denial of service, social engineering or physical intrusion; no business data may be altered, deleted or downloaded.',
      '3. Vulnerabilities found are reported only to us and the platform and are not disclosed without our written consent.',
      '4. We undertake to confirm vulnerabilities and pay bounties according to the platform rules.',
      'Organisation (seal): ____________________',
      'Legal representative or authorised signatory (signature): ____________________',
      'Contact and phone: ____________________',
      'Date: ____-__-__',
    ],
  },
};

/** Text as RTF: control characters escaped, everything outside ASCII as `\uN?`. */
function rtfText(text: string): string {
  let out = '';
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    if (ch === '\\' || ch === '{' || ch === '}') out += `\\${ch}`;
    else if (code < 0x80) out += ch;
    else if (code <= 0xffff) out += `\\u${code > 0x7fff ? code - 0x10000 : code}?`;
    else {
      const hi = 0xd800 + ((code - 0x10000) >> 10);
      const lo = 0xdc00 + ((code - 0x10000) & 0x3ff);
      out += `\\u${hi - 0x10000}?\\u${lo - 0x10000}?`;
    }
  }
  return out;
}

export function authorizationTemplate(locale: Locale): { fileName: string; body: Buffer } {
  const { title, paragraphs } = TEXT[locale];
  const font = locale === 'zh' ? '\\fnil\\fcharset134 SimSun;' : '\\fswiss Arial;';
  const rtf = [
    `{\\rtf1\\ansi\\ansicpg${locale === 'zh' ? 936 : 1252}\\deff0{\\fonttbl{\\f0${font}}}`,
    `\\paperw11906\\paperh16838\\margl1440\\margr1440\\margt1440\\margb1440`,
    `\\pard\\qc\\sb240\\sa360\\b\\fs36 ${rtfText(title)}\\b0\\par`,
    ...paragraphs.map((p) => `\\pard\\ql\\sa200\\sl360\\slmult1\\fs24 ${rtfText(p)}\\par`),
    '}',
  ].join('\n');
  return { fileName: locale === 'zh' ? 'authorization-letter-zh.rtf' : 'authorization-letter-en.rtf', body: Buffer.from(rtf, 'ascii') };
}
