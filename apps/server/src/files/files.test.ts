import { buildStaff, makeConsoleReady, signedIn } from '../../test/factories';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MB } from '@wardline/contract';
import { buildTestApp, type TestApp } from '../../test/helper';
import { createSession } from '../auth/create-session';
import { insertUser } from '../domains/identity/identity-test-support';
import { privateFiles } from './files.tables';
import { JPEG_IMAGE, pngImage, upload, uploadPrivatePng } from './files-test-support';

const client = { clientIp: '127.0.0.1', userAgent: 'vitest' };

describe('private and public uploads', () => {
  let t: TestApp;
  let dataDir: string;
  let owner: string;
  let other: string;
  let staff: string;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wl-files-'));
    t = await buildTestApp({ DATA_DIR: dataDir });
    const [a, b, s] = await Promise.all([insertUser(t.db), insertUser(t.db), insertUser(t.db, { role: 'staff', usertype: null })]);
    const tokens = await Promise.all([a, b, s].map((u) => createSession(t.db, { userId: u.id, ...client, at: t.clock.now() })));
    owner = tokens[0]!;
    other = tokens[1]!;
    staff = tokens[2]!;
    await makeConsoleReady(t, s!.id, { permissions: ['certificationReview'] });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('accepts a real PNG and a real JPEG, answering opaque references (one, or a map for several)', async () => {
    const one = await upload(t, '/portal/uploadprivatefile', owner, [{ field: 'idCardFront', fileName: 'front.png', bytes: pngImage() }]);
    expect(one.status).toBe(200);
    expect(one.body.errmsg).toBe('上传成功');
    expect(one.body.ret).toMatch(/^pf_[A-Za-z0-9_-]{32}$/);

    const two = await upload<Record<string, string>>(t, '/portal/uploadprivatefile', owner, [
      { field: 'idCardFront', fileName: 'a.png', bytes: pngImage() },
      // The name says PNG, the bytes say JPEG: the bytes decide.
      { field: 'idCardBack', fileName: 'b.png', bytes: JPEG_IMAGE, contentType: 'image/png' },
    ]);
    expect(two.status).toBe(200);
    expect(Object.keys(two.body.ret).sort()).toEqual(['idCardBack', 'idCardFront']);
    const [back] = await t.db.select().from(privateFiles).where(eq(privateFiles.id, two.body.ret.idCardBack!));
    expect(back).toMatchObject({ kind: 'idCardBack', contentType: 'image/jpeg', byteSize: JPEG_IMAGE.length });
    // Stored under its own random name inside DATA_DIR/private-files, not under the reference.
    expect(back!.storageKey).not.toContain(back!.id);
    expect(fs.existsSync(path.join(dataDir, 'private-files', back!.storageKey.slice(0, 2), back!.storageKey))).toBe(true);
  });

  it('refuses a text file named .png, naming the field and the rule in zh and en, and stores nothing', async () => {
    const before = await t.db.select().from(privateFiles);
    const text = Buffer.from('<script>alert(1)</script> not an image');
    const zh = await upload(t, '/portal/uploadprivatefile', owner, [{ field: 'idCardFront', fileName: 'photo.png', bytes: text, contentType: 'image/png' }]);
    expect(zh).toEqual({ status: 400, body: { errcode: 40020, errmsg: '身份证人像面：只能上传 JPG/JPEG 或 PNG 格式的图片', ret: { fields: [{ field: 'idCardFront', message: '只能上传 JPG/JPEG 或 PNG 格式的图片' }] } } });
    const en = await upload(t, '/portal/uploadprivatefile', owner, [{ field: 'businessLicenseFile', fileName: 'licence.jpg', bytes: text }], 'en');
    expect(en.body.errmsg).toBe('Business licence: Only JPG/JPEG or PNG');
    // One bad file among good ones: nothing of the request is kept.
    await upload(t, '/portal/uploadprivatefile', owner, [
      { field: 'idCardFront', fileName: 'a.png', bytes: pngImage() },
      { field: 'idCardBack', fileName: 'b.png', bytes: text },
    ]);
    expect(await t.db.select().from(privateFiles)).toHaveLength(before.length);
  });

  it('refuses a file over 2 MB with 413 and a message that says the limit; exactly 2 MB passes', async () => {
    const tooLarge = await upload(t, '/portal/uploadprivatefile', owner, [{ field: 'idCardBack', fileName: 'big.png', bytes: pngImage(4, 2 * MB + 1) }]);
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body).toMatchObject({ errcode: 413, errmsg: '身份证国徽面：图片大小不能超过 2MB' });
    const en = await upload(t, '/portal/uploadfile', owner, [{ field: 'file', fileName: 'big.png', bytes: pngImage(4, 3 * MB) }], 'en');
    expect(en).toMatchObject({ status: 413, body: { errmsg: 'File: Size cannot exceed 2MB' } });
    const exact = pngImage(4, 2 * MB);
    expect(exact.length).toBe(2 * MB);
    expect((await upload(t, '/portal/uploadprivatefile', owner, [{ field: 'file', fileName: 'exact.png', bytes: exact }])).status).toBe(200);
  });

  it('refuses unknown fields, empty requests and visitors', async () => {
    const unknown = await upload(t, '/portal/uploadprivatefile', owner, [{ field: 'avatar', fileName: 'a.png', bytes: pngImage() }], 'en');
    expect(unknown).toMatchObject({ status: 400, body: { errmsg: 'avatar: This upload type is not supported' } });
    const empty = await t.call({ method: 'POST', url: '/web/v1/portal/uploadprivatefile', headers: { authorization: owner }, payload: {} });
    expect(empty).toMatchObject({ status: 400, body: { errmsg: '请选择要上传的文件' } });
    const anonymous = await upload(t, '/portal/uploadprivatefile', null, [{ field: 'idCardFront', fileName: 'a.png', bytes: pngImage() }]);
    expect(anonymous).toMatchObject({ status: 401, body: { errcode: 401 } });
  });

  it('serves a private file to its owner and to staff only; everyone else gets the 404 of a missing file', async () => {
    const ref = await uploadPrivatePng(t, owner, 'businessLicenseFile');
    const get = (token: string | null, r = ref) =>
      t.app.inject({ method: 'GET', url: `/web/v1/findPrivateFile?ref=${r}`, headers: token ? { authorization: token } : {} });

    const mine = await get(owner);
    expect(mine.statusCode).toBe(200);
    expect(mine.rawPayload.equals(pngImage())).toBe(true);
    expect(mine.headers).toMatchObject({
      'content-type': 'image/png',
      'content-disposition': 'attachment; filename="businessLicenseFile.png"',
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
    });
    expect((await get(staff)).statusCode).toBe(200);
    // Staff whose work is not certification review are told the file does not exist.
    const contentOnly = await signedIn(t, await buildStaff(t, { permissions: ['content'] }));
    expect((await get(contentOnly.token)).statusCode).toBe(404);

    const missing = await get(owner, `pf_${'A'.repeat(32)}`);
    expect(missing.statusCode).toBe(404);
    for (const token of [other, null]) {
      const refused = await get(token);
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual(missing.json());
    }
  });

  it('serves public uploads at their URL with a strict image type, and refuses non-images', async () => {
    const logo = await upload<string>(t, '/portal/uploadfile', owner, [{ field: 'file', fileName: 'logo.jpeg', bytes: JPEG_IMAGE }]);
    expect(logo.status).toBe(200);
    expect(logo.body.ret).toMatch(/^\/web\/v1\/public-files\/[a-z0-9]{32}\.jpg$/);
    const served = await t.app.inject({ method: 'GET', url: logo.body.ret });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(JPEG_IMAGE)).toBe(true);

    const html = await upload(t, '/portal/uploadfile', owner, [{ field: 'file', fileName: 'logo.png', bytes: Buffer.from('<html><script>x</script>') }]);
    expect(html).toMatchObject({ status: 400, body: { errcode: 40020 } });
    for (const name of ['../private-files', `${'a'.repeat(32)}.png`, `${'a'.repeat(32)}.svg`]) {
      expect((await t.app.inject({ method: 'GET', url: `/web/v1/public-files/${encodeURIComponent(name)}` })).statusCode).toBe(404);
    }
  });
});
