// The email that hands a rep their new statement (issue 31 §4): the pay date, the paycheck total,
// and either a link to the statements screen of the rep's own portal or the PDF attached. Only the
// rep's own statement is in it. Handlebars escapes every value in the HTML.
import Handlebars from 'handlebars';
import { formatMoney } from '@commissionbee/shared/money';
import { formatUsDate } from '@commissionbee/shared/pay-date';

export interface StatementEmail {
  subject: string;
  html: string;
  text: string;
}

const hbs = Handlebars.create();

const html = hbs.compile(
  `<!doctype html>
<html lang="en">
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
          <a href="{{link}}" style="display:inline-block;padding:12px 24px;background:#f5b301;color:#1f2933;font-weight:bold;text-decoration:none;border-radius:4px;">Open your statements</a>
        </p>{{/if}}
      </td></tr>
    </table>
    <p style="font-size:12px;color:#52606d;">Sent by {{companyName}} with CommissionBee</p>
  </td></tr></table>
</body>
</html>
`,
  { strict: false },
);

const text = hbs.compile(
  `{{intro}}

Paycheck total: {{total}}
{{#if revisionNote}}

{{revisionNote}}
{{/if}}

{{detail}}
{{#if link}}

Open your statements: {{link}}
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
}): StatementEmail {
  const date = formatUsDate(p.payDate);
  const parts = {
    subject: `Your pay statement for ${date}`,
    intro: `Hi ${p.repName}, your pay statement from ${p.companyName} for the paycheck of ${date} is ready.`,
    total: formatMoney(p.totalCents / 100),
    revisionNote:
      p.revision > 1
        ? `This is revision ${p.revision}: your pay for this date changed, and it replaces the statement sent before.`
        : '',
    detail: p.link
      ? 'Your portal keeps every statement as a PDF you can download, print or forward.'
      : 'Your statement is attached as a PDF. Each statement carries a verification code anyone you give it to can check.',
    link: p.link ?? '',
    companyName: p.companyName,
  };
  return { subject: parts.subject, html: html(parts), text: text(parts) };
}
