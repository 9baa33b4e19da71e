import { createCanvas } from '@napi-rs/canvas';
import { SIGN_PICTURE_PREFIX } from '@wardline/contract';
import type { TestApp } from '../../../test/helper';
import { hackerBody, post, signedInUser } from '../certification/certification-test-support';
import { upload } from '../../files/files-test-support';

/** A hacker signed in and certified through the real-name form, as the flow starts from. */
export async function certifiedHacker(t: TestApp) {
  const hacker = await signedInUser(t, 'hacker', 'unauthorized');
  const res = await post(t, '/user/hackerAuthentication', hacker.token, await hackerBody(t, hacker.token));
  if (res.status !== 200) throw new Error(`certification failed: ${res.body.errmsg}`);
  return hacker;
}

/** What a signature pad gives: a PNG data URL of a stroke (`ink: false`, an empty pad). */
export function drawnSignature({ ink = true, width = 400, height = 160 } = {}): string {
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  if (ink) {
    context.lineWidth = 4;
    context.beginPath();
    context.moveTo(20, height - 30);
    context.bezierCurveTo(width / 4, 10, width / 2, height, width - 20, 30);
    context.stroke();
  }
  return SIGN_PICTURE_PREFIX + canvas.toBuffer('image/png').toString('base64');
}

/** A real (tiny) PDF as a proof file; `padTo` makes it that many bytes. */
export function proofPdf(padTo = 0): Buffer {
  const body = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');
  return padTo > body.length ? Buffer.concat([body, Buffer.alloc(padTo - body.length, 0x20)]) : body;
}

/** Uploads a proof file as the `proofFile` kind; answers the envelope. */
export function uploadProof(t: TestApp, token: string, bytes = proofPdf(), locale: 'zh' | 'en' = 'zh') {
  return upload<string>(t, '/portal/uploadprivatefile', token, [{ field: 'proofFile', fileName: 'award.pdf', bytes, contentType: 'application/pdf' }], locale);
}

/** Step 1's materials with the given proof files. */
export function materials(filePathList: string[] = [], overrides: Record<string, unknown> = {}) {
  return {
    userName: '张三',
    idNumber: '1101**********002X',
    recommendName: '李四',
    address: '广东省深圳市南山区科技园 1 号',
    fieldList: [1, 4],
    achievementList: ['CVE-2024-0001', '某 SRC 年度第一'],
    abilityIntroduction: '<p>十年 <strong>Web 安全</strong>经验。</p><script>alert(1)</script>',
    filePathList,
    ...overrides,
  };
}

/** Signs pledges 2, 3 and 4 in order; answers the last envelope. */
export async function signAll(t: TestApp, token: string) {
  let last;
  for (const type of [2, 3, 4]) {
    last = await post<{ status: string; step: number }>(t, '/hackCred/privateFileSign', token, { type, signPicture: drawnSignature() });
    if (last.status !== 200) throw new Error(`signing ${type} failed: ${last.body.errmsg}`);
  }
  return last!;
}
