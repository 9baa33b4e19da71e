import type { Locale } from '@wardline/contract';

/**
 * The default test rules a new project starts with (spec 002 §3.1 "testrule (default
 * template text)"), in the interface language; the company edits them freely.
 */
export const DEFAULT_TEST_RULES: Record<Locale, string> = {
  zh: [
    '一、测试要求',
    '1. 仅允许对“测试范围”中列出的资产进行测试，范围外的资产一律不得测试，发现范围外漏洞请勿深入利用。',
    '2. 禁止使用拒绝服务（DoS/DDoS）、暴力破解、大规模自动化扫描等可能影响业务正常运行的手段；扫描器并发不得超过每秒 10 个请求。',
    '3. 禁止对生产数据进行修改、删除或批量下载；证明漏洞存在即可停止，涉及敏感数据时仅截取不超过 5 条并做脱敏处理。',
    '4. 禁止植入后门、木马、Webshell 等持久化程序；测试中上传的文件须在提交报告时说明并协助删除。',
    '5. 禁止社会工程学攻击、钓鱼及对员工或用户的骚扰。',
    '二、报告要求',
    '1. 报告须包含漏洞地址、复现步骤、请求与响应截图及危害说明，描述不清无法复现的报告将被忽略。',
    '2. 同一漏洞以最先提交且可复现的报告为准，重复报告不予奖励；同一成因导致的多个漏洞按一个处理。',
    '3. 漏洞等级以平台审核与企业确认的结果为准，对结果有异议可在三天申诉期内提出申诉。',
    '三、保密要求',
    '未经企业书面许可，不得以任何形式公开、传播或向第三方透露项目信息及漏洞细节，违者将被追回奖金并承担相应法律责任。',
  ].join('\n'),
  en: [
    '1. Testing requirements',
    '1) Test only the assets listed under "Test scope"; anything outside it must not be tested, and a flaw found outside it must not be exploited further.',
    '2) No denial of service (DoS/DDoS), brute force or mass automated scanning that could disturb the business; scanners must stay under 10 requests per second.',
    '3) Do not modify, delete or bulk-download production data; stop once the flaw is proven, and when sensitive data is involved capture at most 5 records, masked.',
    '4) Do not plant backdoors, trojans, web shells or other persistence; any file uploaded while testing must be named in the report and its removal assisted.',
    '5) No social engineering, phishing or harassment of staff or users.',
    '2. Report requirements',
    '1) A report gives the affected address, steps to reproduce, request and response screenshots and the impact; a report that cannot be reproduced from its description is ignored.',
    '2) For the same flaw the first reproducible report counts and duplicates earn nothing; several flaws with one root cause count as one.',
    '3) The level is the one confirmed after platform review and the company\'s confirmation; it may be appealed within the three-day appeal period.',
    '3. Confidentiality',
    'Without the company\'s written permission, project information and vulnerability details must not be published, shared or disclosed to any third party in any form; a breach means the bounty is reclaimed and legal liability follows.',
  ].join('\n'),
};

/** Every language's template: a test-rule text still equal to one of them is replaced when the language changes. */
export function isDefaultTestRules(text: string | undefined): boolean {
  return text === undefined || text === '' || Object.values(DEFAULT_TEST_RULES).includes(text);
}
