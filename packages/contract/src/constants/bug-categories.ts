import type { Bilingual, Locale } from '../locale';

/**
 * The vulnerability taxonomy of the submit form (`/bugcategory`, issue 9 §1): the types
 * reviewers on serious platforms expect, grouped, each with its CWE id (null where no single
 * CWE fits) and a repair-suggestion template (HTML within the rich-text allow-list) that
 * `/repairTemplate` fills into the editor. Ids are stable: reports store them.
 */
export const BUG_CATEGORY_GROUPS = [
  'injection', 'xss', 'accessControl', 'authentication', 'ssrf', 'deserialization', 'fileHandling',
  'disclosure', 'businessLogic', 'configuration', 'cryptography', 'client', 'mobileIot', 'other',
] as const;
export type BugCategoryGroup = (typeof BUG_CATEGORY_GROUPS)[number];

export const bugCategoryGroupLabels: Readonly<Record<BugCategoryGroup, Bilingual>> = {
  injection: { zh: '注入', en: 'Injection' },
  xss: { zh: '跨站脚本', en: 'Cross-site scripting' },
  accessControl: { zh: '访问控制', en: 'Access control' },
  authentication: { zh: '身份认证与会话', en: 'Authentication and sessions' },
  ssrf: { zh: '服务端请求伪造', en: 'Server-side request forgery' },
  deserialization: { zh: '反序列化', en: 'Deserialisation' },
  fileHandling: { zh: '文件处理', en: 'File handling' },
  disclosure: { zh: '信息泄露', en: 'Information disclosure' },
  businessLogic: { zh: '业务逻辑', en: 'Business logic' },
  configuration: { zh: '配置缺陷', en: 'Misconfiguration' },
  cryptography: { zh: '密码学', en: 'Cryptography' },
  client: { zh: '客户端与浏览器', en: 'Client and browser' },
  mobileIot: { zh: '移动端与物联网', en: 'Mobile and IoT' },
  other: { zh: '其他', en: 'Other' },
};

export type BugCategory = {
  id: string;
  group: BugCategoryGroup;
  /** `CWE-89`, or null when no single weakness fits. */
  cwe: string | null;
  name: Bilingual;
  /** The core of the fix, one or two sentences per language; the template wraps it. */
  fix: Bilingual;
};

const c = (id: string, group: BugCategoryGroup, cwe: number | null, zh: string, en: string, fixZh: string, fixEn: string): BugCategory => ({
  id,
  group,
  cwe: cwe === null ? null : `CWE-${cwe}`,
  name: { zh, en },
  fix: { zh: fixZh, en: fixEn },
});

export const BUG_CATEGORIES: readonly BugCategory[] = [
  c('sqli', 'injection', 89, 'SQL 注入', 'SQL injection', '所有数据库查询使用参数化查询或预编译语句，禁止拼接用户输入；数据库账号遵循最小权限。', 'Use parameterised queries or prepared statements for every database query, never string concatenation of input; give the database account the least privilege.'),
  c('command-injection', 'injection', 78, '命令注入', 'OS command injection', '避免调用系统命令；必须调用时使用参数数组而非 shell 字符串，并对参数做白名单校验。', 'Avoid calling system commands; where unavoidable pass an argument array instead of a shell string and allow-list every argument.'),
  c('code-injection', 'injection', 94, '代码注入 / 远程代码执行', 'Code injection / remote code execution', '禁止将用户输入传入 eval、模板编译或动态加载；升级存在已知 RCE 的组件。', 'Never pass input to eval, template compilation or dynamic loading; upgrade components with known RCE flaws.'),
  c('ssti', 'injection', 1336, '服务端模板注入', 'Server-side template injection', '模板只由开发者编写，用户输入只作为数据传入；启用模板引擎的沙箱。', 'Let only developers write templates and pass input as data; enable the template engine’s sandbox.'),
  c('ldap-injection', 'injection', 90, 'LDAP 注入', 'LDAP injection', '对进入 LDAP 过滤器的输入按 RFC 4515 转义，或使用框架提供的安全查询接口。', 'Escape input entering LDAP filters per RFC 4515 or use the framework’s safe query API.'),
  c('xxe', 'injection', 611, 'XML 外部实体注入', 'XML external entity (XXE)', '在 XML 解析器中禁用 DTD 与外部实体解析。', 'Disable DTDs and external entity resolution in every XML parser.'),
  c('nosql-injection', 'injection', 943, 'NoSQL 注入', 'NoSQL injection', '校验输入类型，禁止对象或操作符进入查询条件；使用驱动提供的安全查询构造。', 'Validate input types so objects and operators never reach a query; use the driver’s safe query builders.'),
  c('crlf-injection', 'injection', 93, 'CRLF 注入 / HTTP 响应拆分', 'CRLF injection / response splitting', '写入响应头和日志前移除或拒绝回车换行字符。', 'Strip or refuse carriage returns and line feeds before writing headers or logs.'),
  c('stored-xss', 'xss', 79, '存储型跨站脚本', 'Stored cross-site scripting', '输出时按上下文编码；富文本使用白名单净化；部署严格的内容安全策略（CSP）。', 'Encode output for its context; sanitise rich text by an allow-list; deploy a strict Content Security Policy.'),
  c('reflected-xss', 'xss', 79, '反射型跨站脚本', 'Reflected cross-site scripting', '对回显到页面的参数按上下文编码，并部署严格的 CSP。', 'Encode every echoed parameter for its context and deploy a strict CSP.'),
  c('dom-xss', 'xss', 79, 'DOM 型跨站脚本', 'DOM-based cross-site scripting', '避免将不可信数据写入 innerHTML、document.write 等危险接口，使用 textContent 或可信类型（Trusted Types）。', 'Keep untrusted data out of innerHTML, document.write and similar sinks; use textContent or Trusted Types.'),
  c('idor', 'accessControl', 639, '越权访问（水平越权 / IDOR）', 'Insecure direct object reference (IDOR)', '每次访问对象时在服务端校验当前用户对该对象的权限，不依赖前端隐藏的编号。', 'Check on the server, on every access, that the caller may use that object; never rely on ids being hidden.'),
  c('privilege-escalation', 'accessControl', 269, '垂直越权 / 权限提升', 'Vertical privilege escalation', '在服务端对每个功能按角色做统一的权限校验，默认拒绝。', 'Check the role for every function on the server in one place, denying by default.'),
  c('missing-authorization', 'accessControl', 862, '未授权访问', 'Missing authorisation', '为所有接口（含管理后台和内部接口）加上身份认证与授权校验。', 'Require authentication and authorisation on every endpoint, admin and internal ones included.'),
  c('path-traversal', 'accessControl', 22, '目录遍历', 'Path traversal', '规范化路径后校验其位于允许的目录内，文件名使用服务端生成的编号。', 'Normalise paths and check they stay inside the allowed directory; name files by server-generated ids.'),
  c('csrf', 'accessControl', 352, '跨站请求伪造（CSRF）', 'Cross-site request forgery (CSRF)', '对状态变更请求使用 CSRF 令牌或 SameSite Cookie，并校验 Origin。', 'Protect state-changing requests with CSRF tokens or SameSite cookies and check the Origin header.'),
  c('weak-password', 'authentication', 521, '弱口令', 'Weak or default credentials', '删除默认账号，强制口令复杂度，并对登录失败做限制。', 'Remove default accounts, enforce password strength and limit failed sign-ins.'),
  c('auth-bypass', 'authentication', 287, '认证绕过', 'Authentication bypass', '所有认证判断在服务端完成，不信任客户端返回的认证结果。', 'Decide authentication on the server only; never trust a client-side verdict.'),
  c('brute-force', 'authentication', 307, '暴力破解 / 缺少频率限制', 'Brute force / missing rate limit', '对登录、验证码和找回密码接口按账号和来源做频率限制，必要时加验证码。', 'Rate-limit sign-in, code and reset endpoints per account and per source, adding a captcha where needed.'),
  c('session-fixation', 'authentication', 384, '会话固定 / 会话管理缺陷', 'Session fixation / weak session management', '登录后重新生成会话标识，注销和改密时让旧会话失效。', 'Issue a new session id at sign-in and revoke old sessions at sign-out and password change.'),
  c('sms-code-flaw', 'authentication', 640, '验证码 / 找回密码缺陷', 'Verification code or password reset flaw', '验证码仅在服务端校验、一次有效、限制尝试次数，且不在响应中返回。', 'Check codes on the server only, once, with a limited number of tries, and never return them in responses.'),
  c('ssrf', 'ssrf', 918, '服务端请求伪造（SSRF）', 'Server-side request forgery (SSRF)', '对服务端发起的请求做目标白名单，解析后拒绝内网与元数据地址，禁用重定向跟随。', 'Allow-list the targets of server-side requests, refuse internal and metadata addresses after resolution, and do not follow redirects.'),
  c('deserialization', 'deserialization', 502, '不安全的反序列化', 'Insecure deserialisation', '不反序列化不可信数据；必须时使用类型白名单并升级存在利用链的组件。', 'Do not deserialise untrusted data; where unavoidable allow-list types and upgrade components with known gadget chains.'),
  c('file-upload', 'fileHandling', 434, '任意文件上传', 'Unrestricted file upload', '按文件内容校验类型，重命名后存储到不可执行的位置或独立域名。', 'Check the type by content, rename files and store them where they cannot execute, or on a separate domain.'),
  c('file-read', 'fileHandling', 73, '任意文件读取 / 下载', 'Arbitrary file read or download', '以编号而非路径引用文件，并校验访问者对文件的权限。', 'Refer to files by id rather than path and check the caller may read that file.'),
  c('file-inclusion', 'fileHandling', 98, '文件包含', 'File inclusion', '禁止用户输入决定被包含的文件，使用固定的映射表。', 'Never let input choose an included file; use a fixed mapping.'),
  c('sensitive-data-exposure', 'disclosure', 200, '敏感信息泄露', 'Sensitive data exposure', '接口只返回必要字段，对个人信息脱敏，并校验访问权限。', 'Return only the fields needed, mask personal data and check who may read it.'),
  c('source-leak', 'disclosure', 540, '源代码 / 备份文件泄露', 'Source code or backup exposure', '删除 Web 目录中的 .git、备份与临时文件，部署前检查发布包内容。', 'Remove .git, backups and temporary files from the web root and check release bundles before deploying.'),
  c('error-disclosure', 'disclosure', 209, '错误信息泄露', 'Verbose error messages', '生产环境关闭调试模式，对外只返回通用错误信息，详情写入日志。', 'Turn debug mode off in production; answer a generic message and keep details in the logs.'),
  c('payment-logic', 'businessLogic', 840, '支付 / 金额逻辑缺陷', 'Payment or amount logic flaw', '金额与价格在服务端计算和校验，订单状态变更使用条件更新和幂等键。', 'Compute and check amounts on the server; move order states with conditional updates and idempotency keys.'),
  c('race-condition', 'businessLogic', 362, '条件竞争', 'Race condition', '对余额、库存等共享资源使用数据库条件更新或锁，保证操作原子性。', 'Use conditional updates or locks for shared resources such as balances and stock so operations are atomic.'),
  c('logic-bypass', 'businessLogic', 841, '业务流程绕过', 'Business workflow bypass', '在服务端校验每一步的前置状态，不信任客户端传入的流程状态。', 'Check every step’s preconditions on the server; never trust a workflow state sent by the client.'),
  c('cors-misconfig', 'configuration', 942, 'CORS 配置错误', 'CORS misconfiguration', '仅允许可信来源，禁止反射任意 Origin 并同时允许凭证。', 'Allow only trusted origins; never reflect any Origin while allowing credentials.'),
  c('unauthorized-service', 'configuration', 306, '服务未授权访问（Redis、Elasticsearch 等）', 'Unauthenticated service (Redis, Elasticsearch…)', '为服务开启认证，绑定内网地址，并用防火墙限制访问来源。', 'Turn authentication on, bind services to internal addresses and restrict sources with a firewall.'),
  c('outdated-component', 'configuration', 1104, '使用存在已知漏洞的组件', 'Component with known vulnerabilities', '升级到已修复的版本，并建立依赖漏洞的持续监测。', 'Upgrade to a fixed version and monitor dependencies for new advisories.'),
  c('weak-crypto', 'cryptography', 327, '弱加密算法 / 不安全的加密实现', 'Weak or broken cryptography', '使用业界认可的算法与库（如 AES-GCM、SHA-256、Argon2），禁止自行实现加密。', 'Use vetted algorithms and libraries (AES-GCM, SHA-256, Argon2); never roll your own.'),
  c('hardcoded-secret', 'cryptography', 798, '硬编码密钥 / 凭证', 'Hard-coded secret or credential', '立即轮换泄露的密钥，将密钥移至密钥管理服务或环境配置。', 'Rotate the exposed secret at once and move secrets to a secret manager or environment configuration.'),
  c('clickjacking', 'client', 1021, '点击劫持', 'Clickjacking', '设置 Content-Security-Policy: frame-ancestors 或 X-Frame-Options。', 'Send Content-Security-Policy frame-ancestors or X-Frame-Options.'),
  c('open-redirect', 'client', 601, 'URL 跳转', 'Open redirect', '跳转目标使用白名单或站内相对路径。', 'Redirect only to allow-listed targets or relative paths of the site.'),
  c('mobile-insecure-storage', 'mobileIot', 922, '移动端不安全的数据存储', 'Insecure data storage on mobile', '敏感数据使用系统密钥库加密保存，不写入日志和公共存储。', 'Encrypt sensitive data with the platform keystore and keep it out of logs and shared storage.'),
  c('mobile-component-exposure', 'mobileIot', 926, '移动端组件暴露', 'Exported mobile component', '关闭不必要的导出组件，并对导出组件校验调用方权限。', 'Stop exporting components that need not be, and check the caller’s permission on those that are.'),
  c('iot-firmware', 'mobileIot', 1191, '物联网 / 固件安全缺陷', 'IoT or firmware flaw', '关闭调试接口，固件签名校验，删除固件中的默认凭证。', 'Close debug interfaces, verify firmware signatures and remove default credentials from firmware.'),
  c('other', 'other', null, '其他', 'Other', '请根据漏洞成因给出修复方案。', 'Describe the fix that addresses the root cause.'),
];

const byId = new Map(BUG_CATEGORIES.map((category) => [category.id, category]));

/** The category of an id, or undefined. */
export function bugCategoryOf(id: string): BugCategory | undefined {
  return byId.get(id);
}

/** The repair-suggestion template of a category in one language: the fix, then the checks every fix should pass. */
export function repairTemplateOf(category: BugCategory, locale: Locale): string {
  const t = locale === 'zh'
    ? { cause: '漏洞成因', fix: '修复建议', verify: '修复验证', verifyText: '修复后请使用本报告中的复现步骤重新验证，并检查同类功能是否存在相同问题。' }
    : { cause: 'Root cause', fix: 'Suggested fix', verify: 'Verifying the fix', verifyText: 'After fixing, replay the reproduction steps of this report and check similar features for the same flaw.' };
  const reference = category.cwe ? `<p><a href="https://cwe.mitre.org/data/definitions/${category.cwe.slice(4)}.html">${category.cwe}</a></p>` : '';
  return `<h3>${t.cause}</h3><p>${category.name[locale]}</p>${reference}<h3>${t.fix}</h3><p>${category.fix[locale]}</p><h3>${t.verify}</h3><p>${t.verifyText}</p>`;
}
