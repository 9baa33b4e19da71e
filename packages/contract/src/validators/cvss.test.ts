import { describe, expect, it } from 'vitest';
import { cvssVectorSchema } from '../schemas/bugs';
import { cvss31BaseScore, cvssRoundUp, cvssSeverity, formatCvss31, parseCvss31, scoreCvssVector } from './cvss';

/** Worked examples of FIRST's "CVSS v3.1: Examples" document (vector → base score). */
const FIRST_EXAMPLES: [string, string, number][] = [
  ['CVE-2013-1937 phpMyAdmin reflected XSS', 'AV:N/AC:L/PR:N/UI:R/S:C/C:L/I:L/A:N', 6.1],
  ['CVE-2013-0375 MySQL stored SQL injection', 'AV:N/AC:L/PR:L/UI:N/S:C/C:L/I:L/A:N', 6.4],
  ['CVE-2014-3566 SSLv3 POODLE', 'AV:N/AC:H/PR:N/UI:R/S:U/C:L/I:N/A:N', 3.1],
  ['CVE-2012-1516 VMware guest to host escape', 'AV:N/AC:L/PR:L/UI:N/S:C/C:H/I:H/A:H', 9.9],
  ['CVE-2009-0783 Apache Tomcat XML parser', 'AV:L/AC:L/PR:H/UI:N/S:U/C:L/I:L/A:L', 4.2],
  ['CVE-2012-0384 Cisco IOS command execution', 'AV:N/AC:L/PR:L/UI:N/S:U/C:H/I:H/A:H', 8.8],
  ['CVE-2015-1098 Apple iWork denial of service', 'AV:L/AC:L/PR:N/UI:R/S:U/C:H/I:H/A:H', 7.8],
  ['CVE-2014-0160 OpenSSL Heartbleed', 'AV:N/AC:L/PR:N/UI:N/S:U/C:H/I:N/A:N', 7.5],
  ['CVE-2014-6271 GNU Bash Shellshock', 'AV:N/AC:L/PR:N/UI:N/S:U/C:H/I:H/A:H', 9.8],
  ['CVE-2008-1447 DNS Kaminsky bug', 'AV:N/AC:H/PR:N/UI:N/S:C/C:N/I:H/A:N', 6.8],
  ['CVE-2014-2005 Sophos login screen bypass', 'AV:P/AC:L/PR:N/UI:N/S:U/C:H/I:H/A:H', 6.8],
  ['CVE-2010-0467 Joomla directory traversal', 'AV:N/AC:L/PR:N/UI:N/S:C/C:L/I:N/A:N', 5.8],
  ['CVE-2013-6014 Juniper proxy ARP denial of service', 'AV:A/AC:L/PR:N/UI:N/S:C/C:H/I:N/A:H', 9.3],
  ['CVE-2014-9253 DokuWiki reflected XSS', 'AV:N/AC:L/PR:L/UI:R/S:C/C:L/I:L/A:N', 5.4],
  ['CVE-2011-1265 Microsoft Windows Bluetooth RCE', 'AV:A/AC:L/PR:N/UI:N/S:U/C:H/I:H/A:H', 8.8],
  ['CVE-2014-2019 Apple iOS security control bypass', 'AV:P/AC:L/PR:N/UI:N/S:U/C:N/I:H/A:N', 4.6],
  ['CVE-2015-0970 SearchBlox CSRF', 'AV:N/AC:L/PR:N/UI:R/S:U/C:H/I:H/A:H', 8.8],
  ['CVE-2014-0224 OpenSSL CCS injection', 'AV:N/AC:H/PR:N/UI:N/S:U/C:H/I:H/A:N', 7.4],
  ['CVE-2012-5376 Chrome sandbox bypass', 'AV:N/AC:L/PR:N/UI:R/S:C/C:H/I:H/A:H', 9.6],
];

describe('CVSS v3.1 base score', () => {
  it.each(FIRST_EXAMPLES)('%s: %s → %s', (_name, metrics, score) => {
    const vector = parseCvss31(`CVSS:3.1/${metrics}`);
    expect(vector).not.toBeNull();
    expect(cvss31BaseScore(vector!)).toBe(score);
  });

  it('scores no impact as 0.0, rated none', () => {
    expect(scoreCvssVector('CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:U/C:N/I:N/A:N')).toEqual({ score: 0, severity: 'none' });
  });

  it('rounds up on integers (Appendix A), not on floating-point noise', () => {
    expect(cvssRoundUp(4.000000000000001)).toBe(4);
    expect(cvssRoundUp(4.02)).toBe(4.1);
    expect(cvssRoundUp(4)).toBe(4);
  });

  it('rates scores by the spec’s bands', () => {
    expect([0, 0.1, 3.9, 4, 6.9, 7, 8.9, 9, 10].map(cvssSeverity)).toEqual(['none', 'low', 'low', 'medium', 'medium', 'high', 'high', 'critical', 'critical']);
  });

  it('formats what it parses, in the order the schema accepts', () => {
    const text = 'CVSS:3.1/AV:N/AC:H/PR:L/UI:R/S:C/C:L/I:N/A:H';
    expect(formatCvss31(parseCvss31(text)!)).toBe(text);
    expect(cvssVectorSchema.safeParse(text).success).toBe(true);
  });

  it('does not score a 4.0 vector, a 3.0 vector, metrics out of order or junk', () => {
    for (const text of ['CVSS:4.0/AV:N/AC:L/AT:N/PR:N/UI:N/VC:H/VI:H/VA:H/SC:N/SI:N/SA:N', 'CVSS:3.0/AV:N/AC:L/PR:N/UI:N/S:U/C:H/I:H/A:H', 'CVSS:3.1/AC:L/AV:N/PR:N/UI:N/S:U/C:H/I:H/A:H', 'AV:N', '']) {
      expect(scoreCvssVector(text)).toBeNull();
    }
  });
});
