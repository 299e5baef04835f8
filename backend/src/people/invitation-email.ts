// The invitation email: who invited whom, to which company, with which role, and the one-time
// link (valid 7 days). Subject, HTML and plain text with Handlebars; every value is escaped in
// the HTML.
import Handlebars from 'handlebars';
import { ROLE_LABELS, type PeopleRole } from '@commissionbee/shared/people';

export interface InvitationEmail {
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
        <p style="margin:0 0 16px;color:#52606d;">{{validity}}</p>
        <p style="margin:24px 0;text-align:center;">
          <a href="{{link}}" style="display:inline-block;padding:12px 24px;background:#f5b301;color:#1f2933;font-weight:bold;text-decoration:none;border-radius:4px;">Accept the invitation</a>
        </p>
        <p style="margin:0;font-size:13px;color:#52606d;">Or paste this link into your browser:<br><a href="{{link}}" style="color:#2563eb;word-break:break-all;">{{link}}</a></p>
      </td></tr>
    </table>
    <p style="font-size:12px;color:#52606d;">Sent by {{companyName}} with CommissionBee. Not expecting this? Ignore it: nothing happens unless the link is used.</p>
  </td></tr></table>
</body>
</html>
`,
  { strict: true },
);

const text = hbs.compile(
  `{{intro}}

{{validity}}

Accept the invitation: {{link}}

Not expecting this? Ignore it: nothing happens unless the link is used.
`,
  { strict: true, noEscape: true },
);

export function renderInvitationEmail(input: {
  companyName: string;
  invitedBy: string;
  role: PeopleRole;
  link: string;
  expiresAt: Date;
}): InvitationEmail {
  const subject = `${input.invitedBy} invited you to ${input.companyName} on CommissionBee`;
  const parts = {
    subject,
    intro: `${input.invitedBy} invited you to join ${input.companyName} on CommissionBee as ${
      input.role === 'admin' ? 'an' : 'a'
    } ${ROLE_LABELS[input.role]}.`,
    validity: `The link works once, until ${input.expiresAt.toUTCString()}. You choose your password when you open it.`,
    link: input.link,
    companyName: input.companyName,
  };
  return { subject, html: html(parts), text: text(parts) };
}
