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

/**
 * The signed pledge as a PDF: the pledge's words in the signer's language (the same text the
 * signing page showed), then who signed (real name, masked ID number, account), when, and the
 * drawn signature. This is what staff review and what the platform keeps as the signed copy.
 */
export function pledgeDocument(type: PrivateFileSignType, locale: Locale, signer: PledgeSigner, signature: Signature, at: Date): Buffer {
  const text = pledgeText(type, locale);
  const labels = LABELS[locale];
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
  write(`${labels.signer}: ${signer.realName}`, BODY, 0);
  write(`${labels.idNumber}: ${signer.idNumberMasked}`, BODY, 0);
  write(`${labels.account}: ${signer.nickname} (${signer.accountId})`, BODY, 0);
  write(`${labels.date}: ${chinaTime(at)}`, BODY, 4);
  const scale = Math.min(SIGNATURE_BOX.width / signature.width, SIGNATURE_BOX.height / signature.height);
  const drawWidth = signature.width * scale;
  const drawHeight = signature.height * scale;
  // The label and the signature stay together on one page.
  if (y - BODY * LEADING - 4 - drawHeight < MARGIN) newPage();
  write(`${labels.signature}:`, BODY, 4);
  const image = { rgb: signature.rgbOnWhite, width: signature.width, height: signature.height, x: MARGIN, y: y - drawHeight, drawWidth, drawHeight };
  pages.push({ lines, image });
  return writePdf(pages, { title: text.title, createdAt: at });
}
