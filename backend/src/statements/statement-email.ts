// The email that hands a rep their new statement (issue 31 §4): the pay date, the paycheck total,
// and either a link to the statements screen of the rep's own portal or the PDF attached. Only the
// rep's own statement is in it. Handlebars escapes every value in the HTML.
import Handlebars from 'handlebars';
import { formatMoney } from '@commissionbee/shared/money';
import { formatUsDate } from '@commissionbee/shared/pay-date';
import { emailWords } from '../i18n/email-catalogues.js';

export interface StatementEmail {
  subject: string;
  html: string;
  text: string;
}

const hbs = Handlebars.create();

const html = hbs.compile(
  `<!doctype html>
<html lang="{{lang}}">
<head><meta charset="utf-8"><title>{{subject}}</title></head>
<body style="margin:0;padding:24px;background:#f7f8fa;font-family:Arial,Helvetica,sans-serif;color:#1f2933;">
  <table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
    <table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;width:100%;background:#ffffff;border-radius:8px;border-top:6px solid #f5b301;">
      <tr><td style="padding:24px 32px;font-size:16px;line-height:1.5;">
        <p style="margin:0 0 16px;">{{intro}}</p>
        <p style="margin:0 0 16px;font-size:24px;font-weight:bold;text-align:center;">{{total}}</p>
        {{#if revisionNote}}<p style="margin:0 0 16px;color:#52606d;">{{revisionNote}}</p>{{/if}}
        <p style="margin:0 0 16px;color:#52606d;">{{detail}}</p>
        {{#if link}}<p style="margin:24px 0;text-align:center;">
          <a href="{{link}}" style="display:inline-block;padding:12px 24px;background:#f5b301;color:#1f2933;font-weight:bold;text-decoration:none;border-radius:4px;">{{button}}</a>
        </p>{{/if}}
      </td></tr>
    </table>
    <p style="font-size:12px;color:#52606d;">{{sentBy}}</p>
  </td></tr></table>
</body>
</html>
`,
  { strict: false },
);

const text = hbs.compile(
  `{{intro}}

{{totalLine}}
{{#if revisionNote}}

{{revisionNote}}
{{/if}}

{{detail}}
{{#if link}}

{{button}}: {{link}}
{{/if}}
`,
  { strict: false, noEscape: true },
);

export function renderStatementEmail(p: {
  companyName: string;
  repName: string;
  payDate: string;
  totalCents: number;
  revision: number;
  /** The rep's portal link to the statements screen; none when the PDF is attached. */
  link?: string;
  /** The rep's language; English when absent. */
  language?: string;
}): StatementEmail {
  const { language, t, formats } = emailWords(p.language);
  // English keeps the specification's M/D/YYYY; another language writes the date its way.
  const date = language === 'en' ? formatUsDate(p.payDate) : formats.date(p.payDate);
  const total = formatMoney(p.totalCents / 100);
  const named = { payDate: date, repName: p.repName, companyName: p.companyName, total };
  const parts = {
    lang: language,
    subject: t('statement.subject', named),
    intro: t('statement.intro', named),
    total,
    totalLine: t('statement.total', named),
    revisionNote: p.revision > 1 ? t('statement.revision', { revision: String(p.revision) }) : '',
    detail: t(p.link ? 'statement.linkDetail' : 'statement.attachedDetail'),
    button: t('statement.button'),
    link: p.link ?? '',
    companyName: p.companyName,
    sentBy: t('common.sentBy', { companyName: p.companyName }),
  };
  return { subject: parts.subject, html: html(parts), text: text(parts) };
}
