import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { buildCompany, signedIn, type SignedIn } from '../../../test/factories';
import { pngImage, upload } from '../../files/files-test-support';
import { PDF_FILE } from './projects-test-support';

describe('the project authorisation file upload (spec 002 §5.1: JPG, JPEG, PNG or PDF by content, ≤ 20 MB, one file)', () => {
  let t: TestApp;
  let company: SignedIn;
  beforeAll(async () => {
    t = await buildTestApp();
    company = await signedIn(t, await buildCompany(t));
  });
  afterAll(() => t.close());

  const send = (field: string, fileName: string, bytes: Buffer, locale: 'zh' | 'en' = 'zh') => upload<string>(t, '/portal/uploadprivatefile', company.token, [{ field, fileName, bytes }], locale);

  it('takes a PDF or an image as the authorisation file, and a PDF nowhere else', async () => {
    expect((await send('projectAuthorizationFile', 'letter.pdf', PDF_FILE)).body.ret).toMatch(/^pf_/);
    expect((await send('projectAuthorizationFile', 'letter.png', pngImage())).body.ret).toMatch(/^pf_/);
    const pdfAsLicence = await send('businessLicenseFile', 'licence.pdf', PDF_FILE);
    expect(pdfAsLicence.status).toBe(400);
  });

  it('refuses other types by content and files over 20 MB, with the spec’s messages', async () => {
    const text = await send('projectAuthorizationFile', 'letter.pdf', Buffer.from('not a pdf at all'));
    expect(text.status).toBe(400);
    expect(text.body.errmsg).toContain('上传文件只能是JPG/JPEG，PNG或者PDF格式!');
    const big = Buffer.concat([PDF_FILE, Buffer.alloc(20 * 1024 * 1024)]);
    const tooBig = await send('projectAuthorizationFile', 'letter.pdf', big, 'en');
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.errmsg).toContain('The file cannot exceed 20MB!');
  });
});
