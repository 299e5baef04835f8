// A plan's PDF: checked by its bytes (it starts with %PDF- and pdf-lib can read its pages), never
// by its name or its declared type; and the signed copy, the original PDF with one page added
// that names both signatures, the evidence, the document's hash and the verification code. The
// original pages are copied as they are (pdf-lib keeps their content; the added page is ours).
import { createHash, createHmac } from 'node:crypto';
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';

export const sha256 = (bytes: Buffer | Uint8Array) =>
  createHash('sha256').update(bytes).digest('hex');

const MAGIC = Buffer.from('%PDF-');

/** The page count of a PDF, or null when the bytes are not a PDF pdf-lib can read. */
export async function pdfPages(bytes: Buffer): Promise<number | null> {
  // A PDF may have up to 1 KB of junk before its header; we ask for it at the start, as writers do.
  if (bytes.length < MAGIC.length || !bytes.subarray(0, MAGIC.length).equals(MAGIC)) return null;
  try {
    const doc = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false });
    const pages = doc.getPageCount();
    return pages > 0 ? pages : null;
  } catch {
    return null;
  }
}

const BASE32 = 'ABCDEFGHJKMNPQRSTVWXYZ0123456789'; // 32 symbols: no I, L, O or U

/**
 * A signature's verification code: "PL" and 20 base32 characters (100 bits) of an HMAC of the
 * signature's facts under the server's secret: the same signature always has the same code, and
 * nobody without the secret can make or guess one.
 */
export function verificationCode(secret: string, facts: string[]): string {
  const mac = createHmac('sha256', secret)
    .update(`plan-signature\n${facts.join('\n')}`)
    .digest();
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of mac) {
    value = ((value << 8) | byte) & 0x1fff;
    bits += 8;
    while (bits >= 5 && out.length < 20) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
    if (out.length >= 20) break;
  }
  return `PL${out}`;
}

export const VERIFICATION_CODE = /^PL[A-Z0-9]{20}$/;

/** A PDF standard font writes WinAnsi only: anything else prints as "?" (the database keeps the exact text). */
const printable = (value: string) => value.replace(/[^\x20-\x7e\u00a0-\u00ff]/g, '?');

export interface SignaturePage {
  companyName: string;
  planName: string;
  version: number;
  effectiveDate: string;
  employer: { name: string; title: string; signedAt: string };
  rep: { name: string; email: string; signedAt: string };
  evidence: { ip: string | null; userAgent: string | null; keyId: number };
  documentSha256: string;
  verificationCode: string;
  verifyUrl: string;
}

/** The original PDF with the signature page added; the code is also in the document's keywords. */
export async function signedCopy(original: Buffer, page: SignaturePage): Promise<Buffer> {
  const doc = await PDFDocument.load(original, { ignoreEncryption: true, updateMetadata: false });
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const mono = await doc.embedFont(StandardFonts.Courier);
  const sheet = doc.addPage([612, 792]);
  const writer = new Writer(sheet, regular, bold, mono);
  writer.title('Signature page');
  writer.line(`${page.planName}, version ${page.version} (effective ${page.effectiveDate})`);
  writer.line(`Company: ${page.companyName}`);
  writer.gap();
  writer.heading('Employer signature');
  writer.line(`Signed by: ${page.employer.name}, ${page.employer.title}`);
  writer.line(`At: ${page.employer.signedAt} (UTC)`);
  writer.gap();
  writer.heading('Rep signature and receipt');
  writer.line(`Signed by: ${page.rep.name}`);
  writer.line(`"I have read and received this plan."`);
  writer.line(`At: ${page.rep.signedAt} (UTC)`);
  writer.line(`Email verified with a one-time code: ${page.rep.email}`);
  writer.line(`IP address: ${page.evidence.ip ?? 'unknown'}`);
  writer.wrapped(`User agent: ${page.evidence.userAgent ?? 'unknown'}`);
  writer.line(`Portal link (key) number: ${page.evidence.keyId}`);
  writer.gap();
  writer.heading('Document');
  writer.line('SHA-256 of the plan document as signed (the pages before this one):');
  writer.code(page.documentSha256);
  writer.gap();
  writer.heading('Verification');
  writer.line(`Verification code: ${page.verificationCode}`);
  writer.wrapped(
    `Check this copy at ${page.verifyUrl}: the check says whether a file is a signed copy issued by ` +
      'the company, without showing its contents.',
  );
  doc.setKeywords([`commissionbee-verification:${page.verificationCode}`]);
  doc.setProducer('CommissionBee');
  doc.setModificationDate(new Date(page.rep.signedAt));
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}

/** The verification code a signed copy names in its keywords, or null. */
export async function codeInCopy(bytes: Buffer): Promise<string | null> {
  try {
    const doc = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false });
    const keywords = doc.getKeywords() ?? '';
    const match = /commissionbee-verification:(PL[A-Z0-9]{20})/.exec(keywords);
    return match?.[1] ?? null;
  } catch {
    return null;
  }
}

class Writer {
  private y = 740;
  constructor(
    private readonly page: PDFPage,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
    private readonly mono: PDFFont,
  ) {}

  title(text: string) {
    this.draw(text, this.bold, 18);
    this.y -= 10;
  }
  heading(text: string) {
    this.draw(text, this.bold, 12);
  }
  line(text: string) {
    this.draw(text, this.regular, 10);
  }
  code(text: string) {
    this.draw(text, this.mono, 9);
  }
  gap() {
    this.y -= 8;
  }
  wrapped(text: string) {
    const words = printable(text).split(/\s+/);
    let current = '';
    for (const word of words) {
      const next = current ? `${current} ${word}` : word;
      if (this.regular.widthOfTextAtSize(next, 10) > 512 && current) {
        this.line(current);
        current = word;
      } else current = next;
    }
    if (current) this.line(current);
  }
  private draw(text: string, font: PDFFont, size: number) {
    let value = printable(text);
    while (font.widthOfTextAtSize(value, size) > 512 && value.length > 4)
      value = `${value.slice(0, -4)}...`;
    this.page.drawText(value, { x: 50, y: this.y, size, font, color: rgb(0.1, 0.1, 0.1) });
    this.y -= size + 6;
  }
}
