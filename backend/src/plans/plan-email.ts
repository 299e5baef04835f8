// The plan emails to a rep: the signing code, the signed copy (attached), and the request (or the
// daily reminder) to sign. Handlebars escapes every value in the HTML.
import Handlebars from 'handlebars';

export interface PlanEmail {
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
        {{#if code}}<p style="margin:0 0 16px;font-size:28px;font-weight:bold;letter-spacing:6px;text-align:center;">{{code}}</p>{{/if}}
        <p style="margin:0 0 16px;color:#52606d;">{{detail}}</p>
        {{#if link}}<p style="margin:24px 0;text-align:center;">
          <a href="{{link}}" style="display:inline-block;padding:12px 24px;background:#f5b301;color:#1f2933;font-weight:bold;text-decoration:none;border-radius:4px;">{{button}}</a>
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
{{#if code}}

    {{code}}
{{/if}}

{{detail}}
{{#if link}}

{{button}}: {{link}}
{{/if}}
`,
  { strict: false, noEscape: true },
);

interface Parts {
  subject: string;
  intro: string;
  code?: string;
  detail: string;
  button?: string;
  link?: string;
  companyName: string;
}

const render = (parts: Parts): PlanEmail => ({
  subject: parts.subject,
  html: html(parts),
  text: text(parts),
});

export const renderCodeEmail = (p: { companyName: string; planName: string; code: string }) =>
  render({
    subject: `Your code to sign ${p.planName}: ${p.code}`,
    intro: `Enter this code in your portal to sign ${p.planName}:`,
    code: p.code,
    detail:
      'It works for 10 minutes and 5 tries. If you did not ask to sign a plan, ignore this email: nothing is signed without the code.',
    companyName: p.companyName,
  });

export const renderSignedEmail = (p: {
  companyName: string;
  planName: string;
  version: number;
  verificationCode: string;
}) =>
  render({
    subject: `Your signed copy of ${p.planName} v${p.version}`,
    intro: `You signed ${p.planName} (version ${p.version}). Your signed copy is attached: keep it.`,
    detail: `Its verification code is ${p.verificationCode}. You can also download it from your portal at any time.`,
    companyName: p.companyName,
  });

export const renderSignRequestEmail = (p: {
  companyName: string;
  planName: string;
  version: number;
  dueDate: string | null;
  reminder: boolean;
  link: string;
}) =>
  render({
    subject: p.reminder
      ? `Reminder: please sign ${p.planName} v${p.version}`
      : `Please read and sign ${p.planName} v${p.version}`,
    intro: `${p.companyName} asks you to read and sign your commission plan, ${p.planName} (version ${p.version}).`,
    detail: p.dueDate
      ? `Please sign by ${p.dueDate}. Signing never holds up your pay.`
      : 'Signing never holds up your pay.',
    button: 'Read and sign',
    link: p.link,
    companyName: p.companyName,
  });
