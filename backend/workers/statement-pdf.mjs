// Lays a statement's canonical content (libs/shared/src/statements.ts) out as a PDF with pdf-lib:
// Inter with tabular figures (fontkit reads @fontsource/inter's WOFF files as they are), money
// right-aligned, a header and a footer on every page, "Page i of n", and long text wrapped or cut
// with an ellipsis inside its column, never over the next one. Deterministic: the same content
// gives the same bytes (fixed document dates from the content, pdf-lib's seeded font tags, no
// random ids). Plain JavaScript: it runs in worker threads (statement-pdf.worker.mjs) and in the
// bench as it is; `@commissionbee/shared/money` is the BUILT shared module (libs/shared/dist).
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { inflateSync } from 'node:zlib';
import { PDFDocument, rgb } from 'pdf-lib';
import fontkit from '@pdf-lib/fontkit';
import { formatMoney } from '@commissionbee/shared/money';

const require = createRequire(import.meta.url);
const fontFile = (weight) =>
  woffToSfnt(
    readFileSync(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`)),
  );

/**
 * A WOFF 1.0 file as the plain TrueType font it wraps. fontkit reads WOFF itself, but inflates its
 * tables in JavaScript on every read (a third of a second per statement); Node's zlib does it once
 * here, when the thread loads.
 */
export function woffToSfnt(woff) {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') return woff;
  const numTables = woff.readUInt16BE(12);
  const tables = [];
  for (let i = 0; i < numTables; i++) {
    const at = 44 + i * 20;
    const offset = woff.readUInt32BE(at + 4);
    const compLength = woff.readUInt32BE(at + 8);
    const origLength = woff.readUInt32BE(at + 12);
    const raw = woff.subarray(offset, offset + compLength);
    tables.push({
      tag: woff.subarray(at, at + 4),
      checksum: woff.readUInt32BE(at + 16),
      data: compLength < origLength ? inflateSync(raw) : raw,
    });
  }
  const pad = (n) => (n + 3) & ~3;
  let size = 12 + 16 * numTables;
  for (const t of tables) size += pad(t.data.length);
  const out = Buffer.alloc(size);
  woff.copy(out, 0, 4, 8); // flavor
  const power = 2 ** Math.floor(Math.log2(numTables));
  out.writeUInt16BE(numTables, 4);
  out.writeUInt16BE(power * 16, 6);
  out.writeUInt16BE(Math.log2(power), 8);
  out.writeUInt16BE(numTables * 16 - power * 16, 10);
  let offset = 12 + 16 * numTables;
  tables.forEach((t, i) => {
    const at = 12 + i * 16;
    t.tag.copy(out, at);
    out.writeUInt32BE(t.checksum, at + 4);
    out.writeUInt32BE(offset, at + 8);
    out.writeUInt32BE(t.data.length, at + 12);
    t.data.copy(out, offset);
    offset += pad(t.data.length);
  });
  return out;
}
const FONT_BYTES = { regular: fontFile(400), medium: fontFile(500), bold: fontFile(700) };

/**
 * Each weight parsed once per thread, with a per-character layout: fontkit shapes every string
 * pdf-lib measures or draws (~1 ms each, so a 200-line statement took 4 s); a statement needs no
 * shaping beyond one glyph per character (tabular digits included: `tnum` is applied to each
 * character once and kept), so its glyphs are looked up instead. Kerning is not drawn either way.
 */
function fastFont(bytes) {
  const font = fontkit.create(bytes);
  const layout = font.layout.bind(font);
  const glyphs = new Map();
  font.layout = (text, features) => {
    const out = [];
    for (const char of text) {
      let found = glyphs.get(char);
      if (!found) {
        found = layout(char, features).glyphs;
        glyphs.set(char, found);
      }
      for (const glyph of found) out.push(glyph);
    }
    return { glyphs: out, positions: [] };
  };
  return font;
}
const FONTS = new Map(Object.values(FONT_BYTES).map((bytes) => [bytes, fastFont(bytes)]));
/** pdf-lib's fontkit, handing out the fonts parsed above (pdf-lib makes a fresh subset per document). */
const FONTKIT = { create: (bytes) => FONTS.get(bytes) ?? fontkit.create(bytes) };
/** Which code points the font draws (anything else prints as '?', never as a blank box). */
const GLYPHS = FONTS.get(FONT_BYTES.regular);

// US Letter, in points.
const PAGE = { width: 612, height: 792 };
const MARGIN = 48;
const WIDTH = PAGE.width - 2 * MARGIN;
const HEADER_HEIGHT = 82;
const FOOTER_HEIGHT = 40;
const BODY_TOP = PAGE.height - MARGIN - HEADER_HEIGHT;
const BODY_BOTTOM = MARGIN + FOOTER_HEIGHT;

const INK = rgb(0.09, 0.1, 0.12);
const MUTED = rgb(0.38, 0.4, 0.45);
const RULE = rgb(0.82, 0.84, 0.87);
const BAND = rgb(0.955, 0.96, 0.97);
const NEGATIVE = rgb(0.66, 0.12, 0.12);

// Columns of a line table: item (with its breakdown and note), pay type, amount.
const COL = {
  item: MARGIN,
  itemWidth: 262,
  type: MARGIN + 274,
  typeWidth: 150,
  amountRight: PAGE.width - MARGIN,
};

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** 'November 20, 2026' from 2026-11-20 (no locale: the same bytes everywhere). */
export function longDate(iso) {
  const [y, m, d] = iso.slice(0, 10).split('-').map(Number);
  return `${MONTHS[m - 1]} ${d}, ${y}`;
}

/** '2026-11-27 23:40 UTC' from an ISO time. */
const issuedText = (iso) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;

/** A period's name: 'November 2026' or '2026 (year to date)'. */
function periodName(content) {
  if (content.kind === 'monthly') {
    const [y, m] = content.period.split('-').map(Number);
    return `${MONTHS[m - 1]} ${y}`;
  }
  return `${content.period}, year to date`;
}

const money = (cents) => formatMoney(cents / 100);

/** Text the font can draw: other characters become '?', control characters a space. */
function printable(value) {
  let out = '';
  for (const char of String(value ?? '')) {
    const code = char.codePointAt(0);
    if (code < 32 || (code >= 127 && code < 160)) out += ' ';
    else out += GLYPHS.hasGlyphForCodePoint(code) ? char : '?';
  }
  return out;
}

/** Cuts `text` to `width` with an ellipsis. */
function fit(font, text, size, width) {
  if (font.widthOfTextAtSize(text, size) <= width) return text;
  let low = 0;
  let high = text.length;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (font.widthOfTextAtSize(`${text.slice(0, mid).trimEnd()}…`, size) <= width) low = mid;
    else high = mid - 1;
  }
  return `${text.slice(0, low).trimEnd()}…`;
}

/** Wraps `text` into at most `maxLines` lines of `width`; the last one ends in … when cut. */
function wrap(font, text, size, width, maxLines) {
  const words = printable(text).split(/\s+/).filter(Boolean);
  const lines = [];
  let current = '';
  for (let i = 0; i < words.length; i++) {
    const word = words[i];
    const candidate = current ? `${current} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= width) {
      current = candidate;
      continue;
    }
    if (current) lines.push(current);
    current = word;
    if (lines.length === maxLines) break;
  }
  if (current && lines.length < maxLines) lines.push(current);
  const usedWords = lines.join(' ').split(/\s+/).filter(Boolean).length;
  const cut = usedWords < words.length;
  return lines.slice(0, maxLines).map((line, i, all) => {
    const last = i === all.length - 1;
    if (last && cut) return fit(font, `${line} ${words[usedWords] ?? ''}`, size, width - 1);
    return fit(font, line, size, width);
  });
}

/** The lines under a statement line: its adjustment, breakdown and note, small and muted. */
function detailTexts(line) {
  const texts = [];
  if (line.change) texts.push(line.change);
  if (line.adjusts) texts.push(`Adjustment for the pay date ${longDate(line.adjusts)}`);
  if (line.breakdown?.length) texts.push(line.breakdown.join(' · '));
  if (line.note) texts.push(`Note: ${line.note}`);
  return texts;
}

class Layout {
  constructor(doc, fonts, content) {
    this.doc = doc;
    this.fonts = fonts;
    this.content = content;
    this.pages = [];
    this.newPage();
  }

  newPage() {
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.pages.push(this.page);
    this.y = BODY_TOP;
  }

  /** Room for `height` points below the cursor, on a new page when this one is full. */
  need(height, onNewPage) {
    if (this.y - height < BODY_BOTTOM) {
      this.newPage();
      onNewPage?.();
    }
  }

  text(value, x, y, { size = 9.5, font = this.fonts.regular, color = INK } = {}) {
    this.page.drawText(printable(value), { x, y, size, font, color });
  }

  right(value, xRight, y, options = {}) {
    const font = options.font ?? this.fonts.regular;
    const size = options.size ?? 9.5;
    const text = printable(value);
    this.page.drawText(text, {
      x: xRight - font.widthOfTextAtSize(text, size),
      y,
      size,
      font,
      color: options.color ?? INK,
    });
  }

  rule(y, color = RULE, thickness = 0.6) {
    this.page.drawLine({
      start: { x: MARGIN, y },
      end: { x: PAGE.width - MARGIN, y },
      thickness,
      color,
    });
  }

  heading(title) {
    this.need(34);
    this.y -= 22;
    this.text(title, MARGIN, this.y, { size: 11.5, font: this.fonts.bold });
    this.y -= 8;
  }

  tableHead() {
    const draw = () => {
      this.page.drawRectangle({ x: MARGIN, y: this.y - 17, width: WIDTH, height: 17, color: BAND });
      const y = this.y - 12;
      const style = { size: 8, font: this.fonts.medium, color: MUTED };
      this.text('CUSTOMER / JOB', COL.item + 4, y, style);
      this.text('PAY TYPE', COL.type, y, style);
      this.right('AMOUNT', COL.amountRight - 4, y, style);
      this.y -= 17;
    };
    this.need(17 + 20);
    draw();
    return draw;
  }

  /** One statement line: item, pay type, amount, and its details below the item. */
  line(line, redrawHead, { strike = false } = {}) {
    const { regular } = this.fonts;
    const itemLines = wrap(regular, line.item || '—', 9.5, COL.itemWidth - 4, 2);
    const details = detailTexts(line)
      .flatMap((t) => wrap(regular, t, 8, COL.itemWidth - 4, 2))
      .slice(0, 4);
    const height = 6 + itemLines.length * 12 + details.length * 10 + 4;
    this.need(height, redrawHead);
    let y = this.y - 6 - 9;
    const amountColor = line.amount_cents < 0 ? NEGATIVE : INK;
    this.text(fit(regular, printable(line.pay_type || '—'), 9.5, COL.typeWidth), COL.type, y);
    const amount = money(line.amount_cents);
    this.right(amount, COL.amountRight - 4, y, { color: amountColor });
    if (strike) {
      const w = regular.widthOfTextAtSize(amount, 9.5);
      this.page.drawLine({
        start: { x: COL.amountRight - 4 - w, y: y + 3 },
        end: { x: COL.amountRight - 4, y: y + 3 },
        thickness: 0.7,
        color: amountColor,
      });
    }
    for (const text of itemLines) {
      this.text(text, COL.item + 4, y);
      y -= 12;
    }
    for (const text of details) {
      this.text(text, COL.item + 12, y + 2, { size: 8, color: MUTED });
      y -= 10;
    }
    this.y -= height;
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: PAGE.width - MARGIN, y: this.y },
      thickness: 0.3,
      color: RULE,
    });
  }

  /** A total under a table: label left of the amount column, the amount bold. */
  total(label, cents, { big = false } = {}) {
    const size = big ? 11 : 9.5;
    this.need(size + 14);
    this.y -= size + 8;
    this.right(label, COL.amountRight - 110, this.y, { size, font: this.fonts.medium });
    this.right(money(cents), COL.amountRight - 4, this.y, {
      size,
      font: this.fonts.bold,
      color: cents < 0 ? NEGATIVE : INK,
    });
    this.y -= 6;
  }

  note(text, { size = 9, color = MUTED } = {}) {
    for (const line of wrap(this.fonts.regular, text, size, WIDTH, 6)) {
      this.need(size + 9);
      this.y -= size + 4;
      this.text(line, MARGIN, this.y, { size, color });
    }
    this.y -= 5;
  }

  /** The figures at the top of a paycheck statement. */
  summary(cells) {
    const height = 50;
    this.need(height + 10);
    const top = this.y - 8;
    const width = WIDTH / cells.length;
    cells.forEach((cell, i) => {
      const x = MARGIN + i * width;
      this.page.drawRectangle({
        x: x + (i ? 4 : 0),
        y: top - height,
        width: width - (i ? 4 : 0) - (i < cells.length - 1 ? 4 : 0),
        height,
        color: BAND,
      });
      this.text(cell.label.toUpperCase(), x + 12 + (i ? 4 : 0), top - 16, {
        size: 7.5,
        font: this.fonts.medium,
        color: MUTED,
      });
      this.text(money(cell.cents), x + 12 + (i ? 4 : 0), top - 38, {
        size: i === 0 ? 17 : 13,
        font: this.fonts.bold,
        color: cell.cents < 0 ? NEGATIVE : INK,
      });
    });
    this.y = top - height - 4;
  }

  /** Header and footer of every page, once the page count is known. */
  frame() {
    const c = this.content;
    const { regular, medium, bold } = this.fonts;
    const total = this.pages.length;
    const title =
      c.kind === 'paycheck'
        ? 'Pay statement'
        : c.kind === 'monthly'
          ? 'Monthly statement'
          : 'Year-to-date statement';
    const when =
      c.kind === 'paycheck'
        ? `Pay date ${longDate(c.pay_date)} · ${c.state === 'closed' ? 'Closed' : 'Published'}`
        : periodName(c);
    const ident =
      c.kind === 'paycheck'
        ? `Statement ${c.number} · ${c.revision > 1 ? `Revision ${c.revision}` : 'Original'}`
        : `${c.paychecks.length} pay date${c.paychecks.length === 1 ? '' : 's'}`;
    this.pages.forEach((page, i) => {
      this.page = page;
      let top = PAGE.height - MARGIN;
      let x = MARGIN;
      if (this.logo) {
        const scale = Math.min(28 / this.logo.height, 90 / this.logo.width);
        page.drawImage(this.logo, {
          x,
          y: top - 28,
          width: this.logo.width * scale,
          height: this.logo.height * scale,
        });
        x += this.logo.width * scale + 10;
      }
      this.text(fit(bold, printable(c.company.name), 15, 300 - (x - MARGIN)), x, top - 16, {
        size: 15,
        font: bold,
      });
      this.right(title, PAGE.width - MARGIN, top - 16, { size: 13, font: medium });
      top -= 36;
      this.text(fit(medium, printable(c.rep.name), 10.5, 300), MARGIN, top - 10, {
        size: 10.5,
        font: medium,
      });
      this.right(when, PAGE.width - MARGIN, top - 10, { size: 10 });
      this.text(fit(regular, printable(c.rep.email), 9, 300), MARGIN, top - 24, {
        size: 9,
        color: MUTED,
      });
      this.right(ident, PAGE.width - MARGIN, top - 24, { size: 9, color: MUTED });
      this.rule(PAGE.height - MARGIN - HEADER_HEIGHT + 6, INK, 0.8);
      // Footer.
      const base = MARGIN;
      this.rule(base + 24);
      const verify =
        c.kind === 'paycheck'
          ? `Verify this statement at ${c.verify_url}/verify/${c.code}`
          : 'Each pay date’s own statement carries its verification code.';
      this.text(`Issued ${issuedText(c.issued_at)} · ${c.company.name}`, MARGIN, base + 12, {
        size: 7.5,
        color: MUTED,
      });
      this.text(fit(regular, printable(verify), 7.5, WIDTH - 70), MARGIN, base + 2, {
        size: 7.5,
        color: MUTED,
      });
      this.right(`Page ${i + 1} of ${total}`, PAGE.width - MARGIN, base + 12, {
        size: 7.5,
        font: medium,
        color: MUTED,
      });
    });
  }
}

function paycheckBody(layout, c) {
  layout.summary([
    { label: 'Paycheck total', cents: c.total_cents },
    { label: `Year to date (${c.pay_date.slice(0, 4)})`, cents: c.ytd_cents },
    { label: 'Not yet paid (pending)', cents: c.pending_cents },
  ]);
  if (c.plan_version) layout.note(`Paid under ${c.plan_version}.`);
  if (c.changes) changesSection(layout, c.changes);
  layout.heading(`Lines paid on ${longDate(c.pay_date)} (${c.lines.length})`);
  if (c.lines.length === 0) layout.note('No lines are paid on this date any more.');
  else {
    const head = layout.tableHead();
    for (const line of c.lines) layout.line(line, head);
  }
  layout.total('Paycheck total', c.total_cents, { big: true });
  if (c.pending.length) {
    layout.heading(`Not yet paid: pending lines (${c.pending.length})`);
    layout.note('Owed, without a pay date yet. Not part of this paycheck.');
    const head = layout.tableHead();
    for (const line of c.pending) layout.line(line, head);
    layout.total('Pending total', c.pending_cents);
  }
}

function changesSection(layout, changes) {
  const sign = changes.total_change_cents > 0 ? '+' : '';
  layout.heading(`What changed since revision ${changes.previous_revision}`);
  layout.note(
    `${changes.added.length} added, ${changes.changed.length} changed, ${changes.removed.length} removed; ` +
      `the paycheck total moved by ${sign}${money(changes.total_change_cents)}.`,
    { color: INK },
  );
  const sections = [
    ['Added', changes.added.map((line) => ({ line }))],
    [
      'Changed (now)',
      changes.changed.map(({ before, after }) => ({
        line: { ...after, change: describeChange(before, after) },
      })),
    ],
    ['Removed', changes.removed.map((line) => ({ line, strike: true }))],
  ];
  for (const [title, items] of sections) {
    if (!items.length) continue;
    layout.need(40);
    layout.y -= 14;
    layout.text(title, MARGIN, layout.y, { size: 9, font: layout.fonts.medium });
    layout.y -= 2;
    const head = layout.tableHead();
    for (const item of items) layout.line(item.line, head, { strike: item.strike });
  }
}

function describeChange(before, after) {
  const parts = [];
  if (before.amount_cents !== after.amount_cents)
    parts.push(`amount was ${money(before.amount_cents)}`);
  if (before.item !== after.item) parts.push(`item was ${before.item}`);
  if (before.pay_type !== after.pay_type) parts.push(`pay type was ${before.pay_type}`);
  if (JSON.stringify(before.breakdown) !== JSON.stringify(after.breakdown))
    parts.push('breakdown changed');
  if (before.note !== after.note) parts.push('note changed');
  return `Changed: ${parts.join('; ') || 'details changed'}`;
}

function periodBody(layout, c) {
  layout.summary([
    {
      label: c.kind === 'monthly' ? `Total, ${periodName(c)}` : `Total, ${c.period} to date`,
      cents: c.total_cents,
    },
  ]);
  layout.heading('Pay dates');
  const drawHead = () => {
    layout.page.drawRectangle({
      x: MARGIN,
      y: layout.y - 17,
      width: WIDTH,
      height: 17,
      color: BAND,
    });
    const y = layout.y - 12;
    const style = { size: 8, font: layout.fonts.medium, color: MUTED };
    layout.text('PAY DATE', MARGIN + 4, y, style);
    layout.text('STATEMENT', MARGIN + 200, y, style);
    layout.text('LINES', MARGIN + 340, y, style);
    layout.right('TOTAL', COL.amountRight - 4, y, style);
    layout.y -= 17;
  };
  layout.need(40);
  drawHead();
  for (const p of c.paychecks) {
    layout.need(20, drawHead);
    const y = layout.y - 14;
    layout.text(longDate(p.pay_date), MARGIN + 4, y);
    layout.text(`${p.number}${p.revision > 1 ? ` · rev. ${p.revision}` : ''}`, MARGIN + 200, y);
    layout.text(String(p.lines.length), MARGIN + 340, y);
    layout.right(money(p.total_cents), COL.amountRight - 4, y, {
      color: p.total_cents < 0 ? NEGATIVE : INK,
    });
    layout.y -= 20;
    layout.page.drawLine({
      start: { x: MARGIN, y: layout.y },
      end: { x: PAGE.width - MARGIN, y: layout.y },
      thickness: 0.3,
      color: RULE,
    });
  }
  layout.total('Grand total', c.total_cents, { big: true });
  for (const p of c.paychecks) {
    layout.heading(
      `${longDate(p.pay_date)} · ${p.lines.length} line${p.lines.length === 1 ? '' : 's'}`,
    );
    const head = layout.tableHead();
    for (const line of p.lines) layout.line(line, head);
    layout.total(`Total, ${p.pay_date}`, p.total_cents);
  }
}

/** An embedded logo from a data: URL (PNG or JPEG); any other logo is left out. */
async function embedLogo(doc, logo) {
  const match = /^data:image\/(png|jpe?g);base64,(.+)$/i.exec(logo ?? '');
  if (!match) return null;
  try {
    const bytes = Buffer.from(match[2], 'base64');
    return match[1].toLowerCase() === 'png' ? await doc.embedPng(bytes) : await doc.embedJpg(bytes);
  } catch {
    return null;
  }
}

/** The statement's PDF bytes. */
export async function renderStatement(content) {
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.registerFontkit(FONTKIT);
  const features = { tnum: true };
  const fonts = {
    regular: await doc.embedFont(FONT_BYTES.regular, { subset: true, features }),
    medium: await doc.embedFont(FONT_BYTES.medium, { subset: true, features }),
    bold: await doc.embedFont(FONT_BYTES.bold, { subset: true, features }),
  };
  const issued = new Date(content.issued_at);
  const subject =
    content.kind === 'paycheck'
      ? `Pay statement ${content.number}, pay date ${content.pay_date}`
      : `${content.kind === 'monthly' ? 'Monthly' : 'Year-to-date'} statement ${content.period}`;
  doc.setTitle(`${content.company.name}: ${subject}`);
  doc.setSubject(subject);
  doc.setAuthor(content.company.name);
  doc.setCreator('CommissionBee');
  doc.setProducer('CommissionBee');
  doc.setCreationDate(issued);
  doc.setModificationDate(issued);
  const layout = new Layout(doc, fonts, content);
  layout.logo = await embedLogo(doc, content.company.logo);
  if (content.kind === 'paycheck') paycheckBody(layout, content);
  else periodBody(layout, content);
  layout.frame();
  return doc.save({ useObjectStreams: false });
}
