import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_DB_KIND, type TestApp } from '../../test/helper';
import { buildCompany, buildStaff, signedIn, type SignedIn } from '../../test/factories';
import { startS3TestServer, type S3TestServer } from '../../test/s3-test-server';
import { JPEG_IMAGE, pngImage, upload } from './files-test-support';

function filesUnder(dir: string): string[] {
  return fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true }).map(String).filter((f) => fs.statSync(path.join(dir, f)).isFile()) : [];
}

describe(`uploads in an S3-compatible bucket, shared by two server processes (${TEST_DB_KIND})`, () => {
  let s3: S3TestServer;
  let t: TestApp;
  let other: TestApp;
  let owner: SignedIn;
  let staff: SignedIn;
  beforeAll(async () => {
    s3 = await startS3TestServer();
    t = await buildTestApp(s3.env);
    // Another process behind the load balancer: its own data folder, the same database and bucket.
    other = await t.sibling();
    owner = await signedIn(t, await buildCompany(t));
    staff = await signedIn(t, await buildStaff(t));
  });
  afterAll(async () => {
    await other.close();
    await t.close();
    await s3.close();
  });

  it('serves a private upload made on one process from the other, to its owner and staff only', async () => {
    const bytes = pngImage(8);
    const sent = await upload<string>(t, '/portal/uploadprivatefile', owner.token, [{ field: 'businessLicenseFile', fileName: 'licence.png', bytes }]);
    expect(sent.status).toBe(200);
    const url = `/web/v1/findPrivateFile?ref=${sent.body.ret}`;

    for (const reader of [owner, staff]) {
      const res = await other.app.inject({ method: 'GET', url, headers: { authorization: reader.token } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.rawPayload.equals(bytes)).toBe(true);
    }
    expect((await other.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    // Nothing on either process's disk: the bytes are in the bucket.
    expect(filesUnder(path.join(t.config.DATA_DIR, 'private-files'))).toEqual([]);
    expect(filesUnder(path.join(other.config.DATA_DIR, 'private-files'))).toEqual([]);
  });

  it('serves a public image uploaded on the other process, and 404 for a name never stored', async () => {
    const sent = await upload<string>(other, '/portal/uploadfile', owner.token, [{ field: 'file', fileName: 'logo.jpg', bytes: JPEG_IMAGE }]);
    expect(sent.status).toBe(200);
    const res = await t.app.inject({ method: 'GET', url: sent.body.ret });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.rawPayload.equals(JPEG_IMAGE)).toBe(true);
    expect(filesUnder(path.join(other.config.DATA_DIR, 'public-files'))).toEqual([]);

    const missing = await t.app.inject({ method: 'GET', url: `/web/v1/public-files/${'0'.repeat(32)}.png` });
    expect(missing.statusCode).toBe(404);
  });
});
