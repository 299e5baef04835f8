import { describeFailure as sut, SERVER_UNREACHABLE } from './mail-sender.js';

const smtpError = (responseCode: number, response: string) =>
  Object.assign(new Error(`Can't send mail - all recipients were rejected: ${response}`), {
    code: 'EENVELOPE',
    responseCode,
    response,
  });

describe('describeFailure', () => {
  it('treats a refused address (SMTP 5xx) as final, with the server’s words', () => {
    expect(sut(smtpError(550, '550 5.1.1 No such mailbox'))).toEqual({
      message: '550 5.1.1 No such mailbox',
      permanent: true,
    });
  });

  it('tries again after a passing refusal (SMTP 4xx)', () => {
    expect(sut(smtpError(451, '451 4.3.0 Try again later'))).toEqual({
      message: '451 4.3.0 Try again later',
      permanent: false,
    });
  });

  it.each(['ECONNECTION', 'ETIMEDOUT', 'ESOCKET', 'EDNS', 'ECONNREFUSED'])(
    'tries again when the server cannot be reached (%s)',
    (code) => {
      expect(sut(Object.assign(new Error('connect failed'), { code }))).toEqual({
        message: SERVER_UNREACHABLE,
        permanent: false,
      });
    },
  );

  it('keeps at most 500 characters of a reason', () => {
    expect(sut(new Error('x'.repeat(2000))).message).toHaveLength(500);
  });
});
