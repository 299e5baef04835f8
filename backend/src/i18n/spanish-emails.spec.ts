// Every email and push to a rep in Spanish (issue 33 §3): the words, the language of the HTML and
// the dates written for es-US. English is compared with the specification's texts elsewhere.
import { newPayPush, renderNewPayEmail, renderPortalEmail } from '../mail/portal-email.js';
import { renderCodeEmail, renderSignedEmail, renderSignRequestEmail } from '../plans/plan-email.js';
import { renderRepAnswerEmail } from '../questions/question-email.js';
import { renderStatementEmail } from '../statements/statement-email.js';

const language = 'es-US';
const portal = {
  company: { name: 'Acme Solar', color: null, logo: null },
  repName: 'Ana',
  payDate: '11/23/2026',
  link: 'https://bee.example/bee/view/k',
  language,
};

describe('emails in Spanish', () => {
  it('portal link and new pay, with the date written for es-US', () => {
    const sut = renderPortalEmail(portal);
    expect(sut.subject).toBe('Tu portal de comisiones de Acme Solar');
    expect(sut.text).toContain(
      'Ya está listo el detalle de tus comisiones, con tu información de pago al 23/11/2026.',
    );
    expect(sut.html).toContain('<html lang="es-US">');
    const pay = renderNewPayEmail(portal);
    expect(pay.subject).toBe('Hay pago nuevo para el 23/11/2026');
    expect(pay.html).toContain('<html lang="es-US">');
    expect(newPayPush({ payDate: '11/23/2026', companyName: 'Acme Solar', language })).toEqual({
      title: 'Hay pago nuevo para el 23/11/2026',
      body: 'Acme Solar: abre tu portal para verlo.',
    });
  });

  it('question answers', () => {
    const sut = renderRepAnswerEmail({
      companyName: 'Acme Solar',
      what: 'request_info',
      about: 'Falta pago: el cheque del 23/11/2026',
      message: '¿Cuál cliente?',
      link: 'https://l',
      language,
    });
    expect(sut.subject).toBe(
      'Acme Solar: Tu administrador necesita más información sobre tu pregunta de pago',
    );
    expect(sut.text).toContain('Ver mi pregunta: https://l');
    expect(sut.html).toContain('<html lang="es-US">');
    expect(sut.html).toContain('O copia este enlace en tu navegador:');
  });

  it('plan signing code, signed copy and the request to sign', () => {
    const code = renderCodeEmail({
      companyName: 'Acme',
      planName: 'Plan 2027 v2',
      code: '123456',
      language,
    });
    expect(code.subject).toBe('Tu código para firmar Plan 2027 v2: 123456');
    expect(code.text).toContain('Escribe este código en tu portal para firmar Plan 2027 v2:');
    expect(code.html).toContain('<html lang="es-US">');
    const signed = renderSignedEmail({
      companyName: 'Acme',
      planName: 'Plan 2027',
      version: 1000,
      verificationCode: 'V-1',
      language,
    });
    expect(signed.subject).toBe('Tu copia firmada de Plan 2027 v1000');
    const request = renderSignRequestEmail({
      companyName: 'Acme',
      planName: 'Plan 2027',
      version: 2,
      dueDate: '2026-12-01',
      reminder: true,
      link: 'https://l',
      language,
    });
    expect(request.subject).toBe('Recordatorio: firma Plan 2027 v2');
    expect(request.text).toContain('Fírmalo a más tardar el 1/12/2026.');
  });

  it('statements', () => {
    const sut = renderStatementEmail({
      companyName: 'Acme',
      repName: 'Ana',
      payDate: '2026-11-28',
      totalCents: 123450,
      revision: 2,
      link: 'https://l',
      language,
    });
    expect(sut.subject).toBe('Tu estado de cuenta del 28/11/2026');
    expect(sut.text).toContain('Total del cheque: $1,234.50');
    expect(sut.text).toContain('Esta es la revisión 2:');
    expect(sut.text).toContain('Ver mis estados de cuenta: https://l');
    expect(sut.html).toContain('<html lang="es-US">');
  });
});
