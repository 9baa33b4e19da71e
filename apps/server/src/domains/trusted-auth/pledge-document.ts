import { pledgeText } from '@wardline/contract/pledges';
import type { Locale, PrivateFileSignType } from '@wardline/contract';
import { PAGE, textWidth, wrapText, writePdf, type PdfLine, type PdfPage } from './pdf-writer';
import type { Signature } from './signature-image';

const MARGIN = 56;
const WIDTH = PAGE.width - 2 * MARGIN;
const BODY = 10.5;
const LEADING = 1.6;
const SIGNATURE_BOX = { width: 180, height: 80 } as const;

export type PledgeSigner = { realName: string; idNumberMasked: string; nickname: string; accountId: string };

const LABELS: Record<Locale, { signer: string; idNumber: string; account: string; date: string; signature: string }> = {
  zh: { signer: '签署人', idNumber: '证件号码', account: '平台账号', date: '签署日期', signature: '签名' },
  en: { signer: 'Signed by', idNumber: 'ID number', account: 'Platform account', date: 'Date signed', signature: 'Signature' },
};

/** The signing day and time in China (the platform's legal seat), e.g. 2026-11-26 14:05 (UTC+8). */
export function chinaTime(at: Date): string {
  const local = new Date(at.getTime() + 8 * 3_600_000).toISOString();
  return `${local.slice(0, 10)} ${local.slice(11, 16)} (UTC+8)`;
}

/** A pledge's words laid out on A4 pages, ready for what follows them (the signer, or blank lines to sign on). */
function pledgeLayout(type: PrivateFileSignType, locale: Locale) {
  const text = pledgeText(type, locale);
  const pages: PdfPage[] = [];
  let lines: PdfLine[] = [];
  let y = PAGE.height - MARGIN;
  const newPage = () => {
    pages.push({ lines });
    lines = [];
    y = PAGE.height - MARGIN;
  };
  const write = (paragraph: string, size: number, gapAfter: number, centred = false) => {
    for (const line of wrapText(paragraph, size, WIDTH)) {
      if (y - size * LEADING < MARGIN) newPage();
      y -= size * LEADING;
      const x = centred ? MARGIN + (WIDTH - Math.min(WIDTH, textWidth(line, size))) / 2 : MARGIN;
      lines.push({ text: line, size, x, y });
    }
    y -= gapAfter;
  };
  write(text.title, 16, 12, true);
  for (const paragraph of text.paragraphs) write(paragraph.text, paragraph.heading ? 12 : BODY, paragraph.heading ? 2 : 4);
  y -= 12;
  return {
    title: text.title,
    write,
    /** Room left on this page above the bottom margin. */
    room: () => y - MARGIN,
    y: () => y,
    newPage,
    finish: (image?: PdfPage['image']) => [...pages, { lines, image }],
  };
}

/**
 * The signed pledge as a PDF: the pledge's words in the signer's language (the same text the
 * signing page showed), then who signed (real name, masked ID number, account), when, and the
 * drawn signature. This is what staff review and what the platform keeps as the signed copy.
 */
export function pledgeDocument(type: PrivateFileSignType, locale: Locale, signer: PledgeSigner, signature: Signature, at: Date): Buffer {
  const labels = LABELS[locale];
  const doc = pledgeLayout(type, locale);
  doc.write(`${labels.signer}: ${signer.realName}`, BODY, 0);
  doc.write(`${labels.idNumber}: ${signer.idNumberMasked}`, BODY, 0);
  doc.write(`${labels.account}: ${signer.nickname} (${signer.accountId})`, BODY, 0);
  doc.write(`${labels.date}: ${chinaTime(at)}`, BODY, 4);
  const scale = Math.min(SIGNATURE_BOX.width / signature.width, SIGNATURE_BOX.height / signature.height);
  const drawWidth = signature.width * scale;
  const drawHeight = signature.height * scale;
  // The label and the signature stay together on one page.
  if (doc.room() - BODY * LEADING - 4 - drawHeight < 0) doc.newPage();
  doc.write(`${labels.signature}:`, BODY, 4);
  const image = { rgb: signature.rgbOnWhite, width: signature.width, height: signature.height, x: MARGIN, y: doc.y() - drawHeight, drawWidth, drawHeight };
  return writePdf(doc.finish(image), { title: doc.title, createdAt: at });
}

const BLANK = '________________________';

/**
 * A pledge as a blank agreement to print and sign by hand (the account centre's protocol
 * downloads, spec 001 §2): the same words, then empty lines for the signer, ID number,
 * account, date and signature.
 */
export function blankPledgeDocument(type: PrivateFileSignType, locale: Locale, at: Date): Buffer {
  const labels = LABELS[locale];
  const doc = pledgeLayout(type, locale);
  if (doc.room() < 5 * (BODY * LEADING + 10)) doc.newPage();
  for (const label of [labels.signer, labels.idNumber, labels.account, labels.date, labels.signature]) doc.write(`${label}: ${BLANK}`, BODY, 10);
  return writePdf(doc.finish(), { title: doc.title, createdAt: at });
}
