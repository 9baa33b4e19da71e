import { describe, it, expect } from 'vitest';
import { fileExtension, sniffFileType } from './file-type';
import { acceptAttribute, checkUpload, checkUploadCount, MB, UPLOAD_RULES } from './upload-rules';

/** Bytes of an ASCII text (the contract has no TextEncoder type: it targets no runtime). */
const ascii = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0));
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46]);
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00]);
const PDF = ascii('%PDF-1.7\n');
const GIF = ascii('GIF89a');
const HTML = ascii('<svg onload=alert(1)>');

describe('sniffFileType', () => {
  it('tells JPEG, PNG and PDF by their first bytes', () => {
    expect(sniffFileType(JPEG)).toBe('jpeg');
    expect(sniffFileType(PNG)).toBe('png');
    expect(sniffFileType(PDF)).toBe('pdf');
  });

  it('returns null for anything else, truncated signatures and late PDF headers', () => {
    expect(sniffFileType(GIF)).toBeNull();
    expect(sniffFileType(HTML)).toBeNull();
    expect(sniffFileType(new Uint8Array([0xff, 0xd8]))).toBeNull();
    expect(sniffFileType(PNG.slice(0, 7))).toBeNull();
    expect(sniffFileType(ascii(' %PDF-1.7'))).toBeNull();
    expect(sniffFileType(new Uint8Array())).toBeNull();
  });

  it('reads extensions case-insensitively, ignoring folders', () => {
    expect(fileExtension('C:\\photos\\ID.JPG')).toBe('.jpg');
    expect(fileExtension('a.tar.pdf')).toBe('.pdf');
    expect(fileExtension('.png')).toBe('');
    expect(fileExtension('noext')).toBe('');
  });
});

describe('upload rules', () => {
  it('certification images: JPEG/PNG up to 2 MB (the size the message states)', () => {
    const rule = UPLOAD_RULES.certificationImage;
    expect(rule.maxBytes).toBe(2 * MB);
    expect(checkUpload(rule, { size: 2 * MB, name: 'id.png', bytes: PNG })).toBeNull();
    expect(checkUpload(rule, { size: 2 * MB + 1, name: 'id.png', bytes: PNG })).toBe('upload.image.size');
    expect(checkUpload(rule, { size: 100, name: 'licence.pdf', bytes: PDF })).toBe('upload.image.type');
  });

  it('judges the content, not the name', () => {
    const rule = UPLOAD_RULES.avatar;
    expect(checkUpload(rule, { size: 100, name: 'me.png', bytes: HTML })).toBe('upload.image.type');
    expect(checkUpload(rule, { size: 100, name: 'me.png', bytes: JPEG })).toBe('upload.image.type');
    expect(checkUpload(rule, { size: 100, name: 'me.jpeg', bytes: JPEG })).toBeNull();
    expect(checkUpload(rule, { size: 100, bytes: JPEG })).toBeNull();
  });

  it('in the browser, without bytes, checks the name and size', () => {
    expect(checkUpload(UPLOAD_RULES.avatar, { size: 100, name: 'me.gif' })).toBe('upload.image.type');
    expect(checkUpload(UPLOAD_RULES.avatar, { size: 100, name: 'me.JPG' })).toBeNull();
    expect(checkUpload(UPLOAD_RULES.avatar, { size: 0, name: 'me.jpg' })).toBe('upload.empty');
  });

  it('authorisation letter: JPG/JPEG/PNG/PDF up to 20 MB, one file', () => {
    const rule = UPLOAD_RULES.authorizationFile;
    expect(checkUpload(rule, { size: 20 * MB, name: 'letter.pdf', bytes: PDF })).toBeNull();
    expect(checkUpload(rule, { size: 20 * MB + 1, name: 'letter.pdf', bytes: PDF })).toBe('upload.authorization.size');
    expect(checkUpload(rule, { size: 10, name: 'letter.gif', bytes: GIF })).toBe('upload.authorization.type');
    expect(checkUploadCount(rule, 1)).toBeNull();
    expect(checkUploadCount(rule, 2)).toBe('upload.single');
  });

  it('proof files: at most 2, 20 MB each; editor image 5 MB, one', () => {
    expect(checkUploadCount(UPLOAD_RULES.proofFile, 2)).toBeNull();
    expect(checkUploadCount(UPLOAD_RULES.proofFile, 3)).toBe('upload.proof.count');
    expect(checkUpload(UPLOAD_RULES.proofFile, { size: 20 * MB + 1, bytes: PDF })).toBe('upload.proof.size');
    expect(checkUpload(UPLOAD_RULES.editorImage, { size: 5 * MB, bytes: PNG })).toBeNull();
    expect(checkUpload(UPLOAD_RULES.editorImage, { size: 5 * MB + 1, bytes: PNG })).toBe('upload.editorImage.size');
    expect(checkUploadCount(UPLOAD_RULES.editorImage, 2)).toBe('upload.editorImage.count');
  });

  it('team logo uses the spec message for its type', () => {
    expect(checkUpload(UPLOAD_RULES.teamLogo, { size: 10, name: 'logo.bmp' })).toBe('upload.teamLogo.type');
  });

  it('builds the accept attribute of a file input', () => {
    expect(acceptAttribute(UPLOAD_RULES.authorizationFile)).toBe('.jpg,.jpeg,.png,.pdf,image/jpeg,image/png,application/pdf');
  });
});
