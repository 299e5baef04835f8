// The question emails: to the company's admins (a new or reopened question) and to the rep (an
// answer). Subject, HTML and plain-text parts with Handlebars; every value is escaped in the HTML
// (the rep's and the admin's words are text, never markup).
import Handlebars from 'handlebars';
import { emailWords } from '../i18n/email-catalogues.js';

export interface QuestionEmail {
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
        {{#if about}}<p style="margin:0 0 16px;color:#52606d;">{{about}}</p>{{/if}}
        {{#if body}}<blockquote style="margin:0 0 16px;padding:8px 16px;border-left:4px solid #e4e7eb;white-space:pre-wrap;">{{body}}</blockquote>{{/if}}
        <p style="margin:24px 0;text-align:center;">
          <a href="{{link}}" style="display:inline-block;padding:12px 24px;background:#f5b301;color:#1f2933;font-weight:bold;text-decoration:none;border-radius:4px;">{{button}}</a>
        </p>
        <p style="margin:0;font-size:13px;color:#52606d;">{{pasteLink}}<br><a href="{{link}}" style="color:#2563eb;word-break:break-all;">{{link}}</a></p>
      </td></tr>
    </table>
    <p style="font-size:12px;color:#52606d;">{{sentBy}}</p>
  </td></tr></table>
</body>
</html>
`,
  { strict: true },
);

const text = hbs.compile(
  `{{intro}}
{{#if about}}
{{about}}
{{/if}}
{{#if body}}

{{body}}
{{/if}}

{{button}}: {{link}}
`,
  { strict: true, noEscape: true },
);

interface Parts {
  subject: string;
  intro: string;
  about: string;
  body: string;
  button: string;
  link: string;
  companyName: string;
}

function render(parts: Parts, language?: string): QuestionEmail {
  const { language: lang, t } = emailWords(language);
  const context = {
    ...parts,
    lang,
    pasteLink: t('common.pasteLink'),
    sentBy: t('common.sentBy', { companyName: parts.companyName }),
  };
  return { subject: parts.subject, html: html(context), text: text(context) };
}

/** To each admin: a rep asked (or reopened) a question. */
export function renderAdminQuestionEmail(input: {
  companyName: string;
  repName: string;
  reopened: boolean;
  about: string;
  message: string;
  link: string;
}): QuestionEmail {
  const verb = input.reopened ? 'reopened a question' : 'asked a question';
  return render({
    subject: `${input.repName} ${verb} about their pay`,
    intro: `${input.repName} ${verb} about their pay.`,
    about: input.about,
    body: input.message,
    button: 'Open the question',
    link: input.link,
    companyName: input.companyName,
  });
}

/** To the rep, in their language: an admin answered, asked for more information, or resolved the question. */
export function renderRepAnswerEmail(input: {
  companyName: string;
  what: 'reply' | 'request_info' | 'resolved';
  about: string;
  message: string;
  link: string;
  language?: string;
}): QuestionEmail {
  const { t } = emailWords(input.language);
  const intro = t(`answer.${input.what}`);
  return render(
    {
      subject: t('answer.subject', {
        companyName: input.companyName,
        what: intro.replace(/\.$/, ''),
      }),
      intro,
      about: input.about,
      body: input.message,
      button: t('answer.button'),
      link: input.link,
      companyName: input.companyName,
    },
    input.language,
  );
}
