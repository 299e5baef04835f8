// The rep-portal email: subject, HTML and plain-text parts, rendered with Handlebars. Every value
// comes from the ledger or the company, so the templates only ever use the escaping `{{ }}`.
import Handlebars from 'handlebars';
import { emailWords } from '../i18n/email-catalogues.js';

export interface PortalEmailInput {
  company: { name: string; color: string | null; logo: string | null };
  repName: string;
  /**
   * As shown to the rep, M/D/YYYY. For the portal email it is the day the admin sent it (spec §7:
   * pay_date is "today"), so the email says "pay information as of", never "for the pay date".
   */
  payDate: string;
  link: string;
  /** The rep's language (rep-language.ts); English when absent. */
  language?: string;
}

export interface PortalEmail {
  subject: string;
  html: string;
  text: string;
}

const DEFAULT_COLOR = '#f5b301';
/** Colours go into a style attribute, where HTML escaping is not enough: only plain colour values. */
const SAFE_COLOR = /^(#[0-9a-f]{3,8}|[a-z]{3,20}|rgba?\(\s*[\d.\s,%]+\))$/i;
/** Only web addresses for the logo (mail clients block data: and file: images anyway). */
const SAFE_LOGO = /^https?:\/\/[^\s"'<>]+$/i;

// A private instance, so no helper or partial registered elsewhere can change what renders.
const hbs = Handlebars.create();

const html = hbs.compile(
  `<!doctype html>
<html lang="{{lang}}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>{{words.title}}</title></head>
<body style="margin:0;padding:0;background:#f7f8fa;font-family:Arial,Helvetica,sans-serif;color:#1f2933;">
  <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f7f8fa;padding:24px 0;">
    <tr><td align="center">
      <table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;width:100%;background:#ffffff;border-radius:8px;border-top:6px solid {{color}};">
        <tr><td style="padding:24px 32px 8px;">
          {{#if logo}}<img src="{{logo}}" alt="{{companyName}}" style="max-height:48px;max-width:200px;">{{else}}<p style="margin:0;font-size:20px;font-weight:bold;">{{companyName}}</p>{{/if}}
        </td></tr>
        <tr><td style="padding:8px 32px 24px;font-size:16px;line-height:1.5;">
          <p style="margin:0 0 16px;">{{words.greeting}}</p>
          <p style="margin:0 0 16px;">{{words.ready}} {{words.open}}</p>
          <p style="margin:24px 0;text-align:center;">
            <a href="{{link}}" style="display:inline-block;padding:12px 24px;background:{{color}};color:{{buttonText}};font-weight:bold;text-decoration:none;border-radius:4px;">{{words.button}}</a>
          </p>
          <p style="margin:0 0 8px;font-size:13px;color:#52606d;">{{words.pasteLink}}<br><a href="{{link}}" style="color:#2563eb;word-break:break-all;">{{link}}</a></p>
          <p style="margin:16px 0 0;font-size:13px;color:#52606d;">{{words.personal}}</p>
        </td></tr>
      </table>
      <p style="font-size:12px;color:#52606d;">{{words.sentBy}}</p>
    </td></tr>
  </table>
</body>
</html>
`,
  { strict: true },
);

// Plain text needs no HTML escaping; `noEscape` keeps a name like O'Brien as written.
const text = hbs.compile(
  `{{words.greeting}}

{{words.ready}}
{{words.openText}}

{{link}}

{{words.personal}}
`,
  { strict: true, noEscape: true },
);

/** Dark text on light colours, white on dark ones (the button must stay readable). */
function readableOn(color: string): string {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color)?.[1];
  if (!hex) return '#ffffff';
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16));
  return 0.299 * r + 0.587 * g + 0.114 * b > 150 ? '#1f2933' : '#ffffff';
}

/** The values both emails fill in: the company's color when it is a safe one (else ours). */
function values(input: PortalEmailInput) {
  const { language, t, formats } = emailWords(input.language);
  // English keeps the date as written (the specification's text); another language its way.
  const payDate = language === 'en' ? input.payDate : formats.date(input.payDate);
  const named = { companyName: input.company.name, repName: input.repName, payDate };
  const words = Object.fromEntries(
    [
      ['title', 'portal.title'],
      ['greeting', 'portal.greeting'],
      ['ready', 'portal.ready'],
      ['open', 'portal.open'],
      ['openText', 'portal.openText'],
      ['button', 'portal.button'],
      ['newPayTitle', 'newPay.htmlTitle'],
      ['newPayPosted', 'newPay.posted'],
      ['newPayPostedText', 'newPay.postedText'],
      ['newPayButton', 'newPay.button'],
      ['pasteLink', 'common.pasteLink'],
      ['personal', 'common.personal'],
      ['sentBy', 'common.sentBy'],
    ].map(([name, key]) => [name, t(key, named)]),
  );
  const color =
    input.company.color && SAFE_COLOR.test(input.company.color.trim())
      ? input.company.color.trim()
      : DEFAULT_COLOR;
  return {
    lang: language,
    words,
    companyName: input.company.name,
    subject: t('portal.subject', named),
    newPaySubject: t('newPay.title', named),
    link: input.link,
    color,
    buttonText: readableOn(color),
  };
}

export function renderPortalEmail(input: PortalEmailInput): PortalEmail {
  const logo =
    input.company.logo && SAFE_LOGO.test(input.company.logo.trim())
      ? input.company.logo.trim()
      : null;
  const context = { ...values(input), logo };
  return {
    subject: context.subject,
    html: html(context),
    text: text(context),
  };
}

const newPayText = hbs.compile(
  `{{words.greeting}}

{{words.newPayPostedText}}

{{link}}

{{words.personal}}
`,
  { strict: true, noEscape: true },
);

const newPayHtml = hbs.compile(
  `<!doctype html>
<html lang="{{lang}}">
<head><meta charset="utf-8"><title>{{words.newPayTitle}}</title></head>
<body style="margin:0;padding:24px;background:#f7f8fa;font-family:Arial,Helvetica,sans-serif;color:#1f2933;">
  <p style="margin:0 0 16px;">{{words.greeting}}</p>
  <p style="margin:0 0 16px;">{{words.newPayPosted}}</p>
  <p style="margin:24px 0;"><a href="{{link}}" style="display:inline-block;padding:12px 24px;background:{{color}};color:{{buttonText}};font-weight:bold;text-decoration:none;border-radius:4px;">{{words.newPayButton}}</a></p>
  <p style="margin:0;font-size:13px;color:#52606d;">{{words.personal}}</p>
</body>
</html>
`,
  { strict: true },
);

/** "New pay posted for {pay date}": never an amount, the same words as the push notification. */
export function renderNewPayEmail(input: PortalEmailInput): PortalEmail {
  const context = values(input);
  return {
    subject: context.newPaySubject,
    html: newPayHtml(context),
    text: newPayText(context),
  };
}

/** The push notification's title and body for new pay, in the rep's language. */
export function newPayPush(p: { payDate: string; companyName: string; language?: string }) {
  const { language, t, formats } = emailWords(p.language);
  const payDate = language === 'en' ? p.payDate : formats.date(p.payDate);
  const named = { payDate, companyName: p.companyName };
  return { title: t('newPay.title', named), body: t('newPay.pushBody', named) };
}

/** "New pay posted for {pay date}" (English unless a language is given). */
export const newPayTitle = (payDate: string, language?: string) =>
  newPayPush({ payDate, companyName: '', language }).title;
