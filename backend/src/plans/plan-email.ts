// The plan emails to a rep: the signing code, the signed copy (attached), and the request (or the
// daily reminder) to sign. Handlebars escapes every value in the HTML.
import Handlebars from 'handlebars';
import { emailWords } from '../i18n/email-catalogues.js';

export interface PlanEmail {
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
        {{#if code}}<p style="margin:0 0 16px;font-size:28px;font-weight:bold;letter-spacing:6px;text-align:center;">{{code}}</p>{{/if}}
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

function render(parts: Parts, language: string | undefined): PlanEmail {
  const { language: lang, t } = emailWords(language);
  const context = {
    ...parts,
    lang,
    sentBy: t('common.sentBy', { companyName: parts.companyName }),
  };
  return { subject: parts.subject, html: html(context), text: text(context) };
}

/** Numbers as written (a version 1000 is not "1,000"). */
const plain = (values: Record<string, string | number | null>) =>
  Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v === null ? '' : String(v)]));

export function renderCodeEmail(p: {
  companyName: string;
  planName: string;
  code: string;
  language?: string;
}): PlanEmail {
  const { t } = emailWords(p.language);
  const v = plain({ planName: p.planName, code: p.code });
  return render(
    {
      subject: t('plan.code.subject', v),
      intro: t('plan.code.intro', v),
      code: p.code,
      detail: t('plan.code.detail', v),
      companyName: p.companyName,
    },
    p.language,
  );
}

export function renderSignedEmail(p: {
  companyName: string;
  planName: string;
  version: number;
  verificationCode: string;
  language?: string;
}): PlanEmail {
  const { t } = emailWords(p.language);
  const v = plain({
    planName: p.planName,
    version: p.version,
    verificationCode: p.verificationCode,
  });
  return render(
    {
      subject: t('plan.signed.subject', v),
      intro: t('plan.signed.intro', v),
      detail: t('plan.signed.detail', v),
      companyName: p.companyName,
    },
    p.language,
  );
}

export function renderSignRequestEmail(p: {
  companyName: string;
  planName: string;
  version: number;
  dueDate: string | null;
  reminder: boolean;
  link: string;
  language?: string;
}): PlanEmail {
  const { t, formats } = emailWords(p.language);
  const v = plain({
    companyName: p.companyName,
    planName: p.planName,
    version: p.version,
    // English keeps the date as written (the specification's text); another language its way.
    dueDate: p.dueDate && (p.language && p.language !== 'en' ? formats.date(p.dueDate) : p.dueDate),
  });
  return render(
    {
      subject: t(p.reminder ? 'plan.request.reminderSubject' : 'plan.request.subject', v),
      intro: t('plan.request.intro', v),
      detail: t(p.dueDate ? 'plan.request.due' : 'plan.request.noDue', v),
      button: t('plan.request.button'),
      link: p.link,
      companyName: p.companyName,
    },
    p.language,
  );
}
