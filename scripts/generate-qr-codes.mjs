// Generates real, scannable QR codes as SVG with the QR encoder antd already ships (Nayuki's qrcodegen).
// Run: node scripts/generate-qr-codes.mjs (rewrites apps/web/public/images/qr/*.svg).
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { QrCode, Ecc } = require('@rc-component/qrcode/lib/libs/qrcodegen.js');
const here = path.dirname(new URL(import.meta.url).pathname);
const codes = {
  wechat: 'https://wardline.example/follow/wechat',
  'mini-program': 'https://wardline.example/app/mini-program',
  community: 'https://wardline.example/community/join',
};
for (const [name, text] of Object.entries(codes)) {
  const qr = QrCode.encodeText(text, Ecc.MEDIUM);
  const quiet = 4;
  const n = qr.size + quiet * 2;
  let d = '';
  for (let y = 0; y < qr.size; y++) {
    let x = 0;
    while (x < qr.size) {
      if (!qr.getModule(x, y)) { x++; continue; }
      let end = x;
      while (end < qr.size && qr.getModule(end, y)) end++;
      d += `M${x + quiet} ${y + quiet}h${end - x}v1h-${end - x}z`;
      x = end;
    }
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${n} ${n}" width="240" height="240" shape-rendering="crispEdges" role="img" aria-label="QR code: ${text}">\n<title>${text}</title>\n<rect width="${n}" height="${n}" fill="#ffffff"/>\n<path fill="#0d1b33" d="${d}"/>\n</svg>\n`;
  fs.writeFileSync(path.join(here, '../apps/web/public/images/qr', `${name}.svg`), svg);
  console.log(name, qr.version, qr.size);
}
