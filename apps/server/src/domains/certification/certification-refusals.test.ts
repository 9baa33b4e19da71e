import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { fieldSentence, validationMessages, type ValidationKey } from '@wardline/contract';
import { buildTestApp, TEST_DB_KIND, type TestApp } from '../../../test/helper';
import { users } from '../identity/identity.tables';
import { certifications } from './certification.tables';
import { companyBody, hackerBody, post, signedInUser, supplierBody, VALID_BANK_CARD, VALID_ID } from './certification-test-support';

type Case = { field: string; value: unknown; rule: ValidationKey };

/** Every refusal names its field and rule in both languages, and leaves the account and the table untouched. */
describe(`certification refusals (${TEST_DB_KIND})`, () => {
  let t: TestApp;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wl-cert-'));
    t = await buildTestApp({ DATA_DIR: dataDir });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const flipLast = (v: string) => v.slice(0, -1) + (v.endsWith('1') ? '2' : '1');
  const missing = (field: string, rule: ValidationKey): Case => ({ field, value: undefined, rule });

  const forms = [
    {
      url: '/user/hackerAuthentication',
      usertype: 'hacker' as const,
      body: hackerBody,
      cases: [
        missing('name', 'certification.name.required'),
        { field: 'name', value: '  ', rule: 'certification.name.required' },
        missing('idCardNumber', 'idCard.required'),
        { field: 'idCardNumber', value: flipLast(VALID_ID.slice(0, -1) + '1'), rule: 'idCard.format' },
        { field: 'idCardNumber', value: '110105194912310', rule: 'idCard.format' },
        missing('bkCardNumber', 'bankCard.required'),
        { field: 'bkCardNumber', value: VALID_BANK_CARD.slice(0, 11), rule: 'bankCard.format' },
        missing('openbank', 'certification.openbank.required'),
        missing('bankName', 'certification.bankName.required'),
        missing('bankPhone', 'bankPhone.required'),
        { field: 'bankPhone', value: '12345678901', rule: 'bankPhone.format' },
        missing('idCardFrontFile', 'certification.idCardFront.required'),
        { field: 'idCardBackFile', value: '../../etc/passwd', rule: 'certification.file.invalid' },
      ] satisfies Case[],
    },
    {
      url: '/company/authentication/submit',
      usertype: 'company' as const,
      body: companyBody,
      cases: [
        missing('companyName', 'certification.companyName.required'),
        { field: 'companyName', value: 'x'.repeat(101), rule: 'certification.companyName.max' },
        missing('companyLogFile', 'certification.companyLogo.required'),
        { field: 'companyLogFile', value: 'https://evil.example/logo.png', rule: 'certification.file.invalid' },
        { field: 'companyLogFile', value: `/web/v1/public-files/${'a'.repeat(32)}.png`, rule: 'certification.file.invalid' },
        missing('creditCode', 'creditCode.required'),
        { field: 'creditCode', value: '91350100M000100Y40', rule: 'creditCode.format' },
        missing('businessLicenseFile', 'certification.businessLicense.required'),
        missing('companyAuthorizationFile', 'certification.authorization.required'),
        { field: 'companyAuthorizationFile', value: `pf_${'B'.repeat(32)}`, rule: 'certification.file.invalid' },
      ] satisfies Case[],
    },
    {
      url: '/user/supplierAuthentication',
      usertype: 'supplier' as const,
      body: supplierBody,
      cases: [
        missing('companyName', 'certification.companyName.required'),
        missing('openbank', 'certification.openbank.required'),
        missing('bankName', 'certification.bankName.required'),
        { field: 'creditCode', value: '12345', rule: 'creditCode.format' },
        missing('businessLicenseFile', 'certification.businessLicense.required'),
      ] satisfies Case[],
    },
  ];

  for (const form of forms) {
    it(`${form.url}: each refusal names the field in zh and en and stores nothing`, async () => {
      const user = await signedInUser(t, form.usertype);
      const valid = await form.body(t, user.token);
      for (const { field, value, rule } of form.cases) {
        const body: Record<string, unknown> = { ...valid, [field]: value };
        if (value === undefined) delete body[field];
        for (const locale of ['zh', 'en'] as const) {
          const res = await post(t, form.url, user.token, body, locale);
          const message = validationMessages[rule][locale];
          expect(res.status, `${field} ${locale}`).toBe(400);
          expect(res.body.ret, `${field} ${locale}`).toEqual({ fields: [{ field, message }] });
          expect(res.body.errmsg).toBe(fieldSentence(field, message, locale));
        }
      }
      expect(await t.db.select().from(certifications).where(eq(certifications.userId, user.id))).toHaveLength(0);
      const [row] = await t.db.select({ status: users.status }).from(users).where(eq(users.id, user.id));
      expect(row!.status).toBe('unauthorized');
    });
  }

  it('refuses certification before the identity step (status out of order)', async () => {
    const early = await signedInUser(t, 'hacker', 'imperfect');
    expect(await post(t, '/user/hackerAuthentication', early.token, await hackerBody(t, early.token))).toMatchObject({ status: 409, body: { errcode: 409 } });
  });
});
