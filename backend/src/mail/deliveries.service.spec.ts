// The retries of the delivery worker, with the queue, the database, SMTP and the push service
// replaced by fakes: which failures are tried again, which settle the rep's item, and that a
// delivered item is never sent twice.
import { Logger } from '@nestjs/common';
import type { Job } from 'pg-boss';
import type { AppConfig } from '../config/config.js';
import { PushFailure, type PushService } from '../notifications/push.service.js';
import type { JobOutcome, JobQueue, WorkerDefinition } from '../queue/job-queue.service.js';
import {
  DELIVERIES,
  DeliveriesService,
  PUSH_DELIVERIES,
  type DeliveryJob,
} from './deliveries.service.js';
import type { MailSender } from './mail-sender.js';
import type { DeliveryRow, MailSendsRepository } from './mail-sends.repository.js';
import { MAIL_MESSAGES } from './mail.messages.js';

const config = {
  MAIL_RETRY_LIMIT: 3,
  MAIL_RETRY_DELAY_SECONDS: 10,
  SMTP_TIMEOUT_MS: 10_000,
  PUBLIC_URL: 'https://bee.example',
} as AppConfig;

const anItem = (fields: Partial<DeliveryRow> = {}): DeliveryRow => ({
  company_id: 7,
  kind: 'portal',
  rep_email: 'ann@example.com',
  to_email: 'Ann@example.com',
  pay_date: '3/14/2026',
  paycheck: null,
  company_name: 'Acme',
  company_color: null,
  company_logo: null,
  view_key: 'key-1',
  rep_key_id: 11,
  rep_name: 'Ann Lee',
  rep_language: null,
  language: null,
  default_language: 'en',
  ...fields,
});

const smtpError = (responseCode: number, response: string) =>
  Object.assign(new Error(response), { code: 'EENVELOPE', responseCode, response });

const job: DeliveryJob = { sendId: 'send-1', email: 'ann@example.com' };

/** The worker with fakes: `item` is what the repository hands out while the item is queued. */
function setUp(options: {
  item: DeliveryRow | null;
  send?: () => Promise<void>;
  pushed?: number;
  emailOnly?: boolean;
}) {
  const calls = {
    sent: [] as string[],
    finished: [] as { status: string; channel: string | null; error: string | null }[],
    noted: [] as { channel: string; error: string }[],
    enqueued: [] as ({ name: string } & DeliveryJob)[],
  };
  let worker: WorkerDefinition<DeliveryJob> | undefined;
  const queue = {
    // The mail queue's worker: the one that emails, and pushes a job queued before the split.
    define: (definition: WorkerDefinition<DeliveryJob>) => (worker ??= definition),
    enqueue: (name: string, jobs: { data: DeliveryJob }[]) => {
      calls.enqueued.push(...jobs.map((j) => ({ name, ...j.data })));
      return Promise.resolve();
    },
  } as unknown as JobQueue;
  const sends = {
    startAttempt: () => Promise.resolve(options.item),
    finish: (_item: unknown, outcome: (typeof calls.finished)[number]) => {
      calls.finished.push(outcome);
      return Promise.resolve();
    },
    noteError: (_item: unknown, channel: string, error: string) => {
      calls.noted.push({ channel, error });
      return Promise.resolve();
    },
  } as unknown as MailSendsRepository;
  const sender = {
    send: async (to: string) => {
      await (options.send ?? (() => Promise.resolve()))();
      calls.sent.push(to);
    },
  } as unknown as MailSender;
  const push = {
    pushToKey: () =>
      options.pushed === undefined
        ? Promise.reject(new PushFailure('The push service answered 503.'))
        : Promise.resolve(options.pushed),
  } as unknown as PushService;
  const sut = new DeliveriesService(queue, sends, sender, push, config);
  sut.onModuleInit();
  const attempt = (lastAttempt = false): Promise<JobOutcome> =>
    worker!.handle({
      data: { ...job, ...(options.emailOnly ? { emailOnly: true } : {}) },
      lastAttempt,
      signal: new AbortController().signal,
    } as unknown as Job<DeliveryJob> & {
      lastAttempt: boolean;
    });
  return { sut, calls, attempt, worker: () => worker! };
}

describe('DeliveriesService retries', () => {
  beforeAll(() => {
    Logger.overrideLogger(false);
  });

  it('registers its queue with the MAIL_RETRY_* settings and backoff', () => {
    const { worker } = setUp({ item: anItem() });
    expect(worker().name).toBe(DELIVERIES);
    expect(worker().queue).toMatchObject({ retryLimit: 3, retryDelay: 10, retryBackoff: true });
  });

  it('sends once and settles the item as sent', async () => {
    const { calls, attempt } = setUp({ item: anItem() });
    await expect(attempt()).resolves.toEqual({ retry: false });
    expect(calls.sent).toEqual(['Ann@example.com']);
    expect(calls.finished).toEqual([{ status: 'sent', channel: 'email', error: null }]);
  });

  it('sends nothing for an item already sent or settled (a duplicate or late job)', async () => {
    const { calls, attempt } = setUp({ item: null });
    await expect(attempt()).resolves.toEqual({ retry: false });
    expect(calls.sent).toEqual([]);
    expect(calls.finished).toEqual([]);
  });

  it('fails the item for good when the rep has no live link, without trying again', async () => {
    const { calls, attempt } = setUp({ item: anItem({ view_key: null, rep_key_id: null }) });
    await expect(attempt()).resolves.toEqual({ retry: false });
    expect(calls.sent).toEqual([]);
    expect(calls.finished).toEqual([
      { status: 'failed', channel: null, error: MAIL_MESSAGES.noLiveLink },
    ]);
  });

  it('tries again after a passing refusal (SMTP 4xx), noting the error on the queued item', async () => {
    const { calls, attempt } = setUp({
      item: anItem(),
      send: () => Promise.reject(smtpError(451, '451 4.3.0 Try again later')),
    });
    await expect(attempt()).resolves.toEqual({
      retry: true,
      error: '451 4.3.0 Try again later',
    });
    expect(calls.noted).toEqual([{ channel: 'email', error: '451 4.3.0 Try again later' }]);
    expect(calls.finished).toEqual([]);
  });

  it('tries again when the mail server cannot be reached', async () => {
    const { attempt } = setUp({
      item: anItem(),
      send: () => Promise.reject(Object.assign(new Error('connect'), { code: 'ECONNREFUSED' })),
    });
    await expect(attempt()).resolves.toEqual({
      retry: true,
      error: MAIL_MESSAGES.serverUnreachable,
    });
  });

  it('settles a passing failure as failed on the last attempt', async () => {
    const { calls, attempt } = setUp({
      item: anItem(),
      send: () => Promise.reject(smtpError(451, '451 4.3.0 Try again later')),
    });
    await expect(attempt(true)).resolves.toEqual({ retry: false });
    expect(calls.noted).toEqual([]);
    expect(calls.finished).toEqual([
      { status: 'failed', channel: 'email', error: '451 4.3.0 Try again later' },
    ]);
  });

  it('does not try a refused address (SMTP 5xx) again', async () => {
    const { calls, attempt } = setUp({
      item: anItem(),
      send: () => Promise.reject(smtpError(550, '550 5.1.1 No such mailbox')),
    });
    await expect(attempt()).resolves.toEqual({ retry: false });
    expect(calls.finished).toEqual([
      { status: 'failed', channel: 'email', error: '550 5.1.1 No such mailbox' },
    ]);
  });

  it('notifies new pay by push when the rep has a subscription, and sends no email', async () => {
    const { calls, attempt } = setUp({
      item: anItem({ kind: 'new-pay', paycheck: '2026-03-14' }),
      pushed: 1,
    });
    await expect(attempt()).resolves.toEqual({ retry: false });
    expect(calls.sent).toEqual([]);
    expect(calls.finished).toEqual([{ status: 'sent', channel: 'push', error: null }]);
  });

  it('hands new pay to the mail queue when no browser of the rep took it', async () => {
    const { calls, attempt } = setUp({
      item: anItem({ kind: 'new-pay', paycheck: '2026-03-14' }),
      pushed: 0,
    });
    await expect(attempt()).resolves.toEqual({ retry: false });
    expect(calls.sent).toEqual([]);
    expect(calls.finished).toEqual([]);
    expect(calls.enqueued).toEqual([{ name: DELIVERIES, ...job, emailOnly: true }]);
  });

  it('emails new pay on the mail queue once the push queue handed it over', async () => {
    const { calls, attempt } = setUp({
      item: anItem({ kind: 'new-pay', paycheck: '2026-03-14' }),
      pushed: 1,
      emailOnly: true,
    });
    await expect(attempt()).resolves.toEqual({ retry: false });
    expect(calls.sent).toEqual(['Ann@example.com']);
    expect(calls.finished).toEqual([{ status: 'sent', channel: 'email', error: null }]);
  });

  it('puts new pay on the push queue and portal links on the mail queue, grouped by company', async () => {
    const enqueued: { name: string; jobs: unknown[] }[] = [];
    const queue = {
      define: () => undefined,
      enqueue: (name: string, jobs: unknown[]) => {
        enqueued.push({ name, jobs });
        return Promise.resolve();
      },
    } as unknown as JobQueue;
    const sut = new DeliveriesService(queue, {} as never, {} as never, {} as never, config);
    await sut.enqueue({ id: 's1', companyId: 7, kind: 'new-pay' }, ['a@x.example']);
    await sut.enqueue({ id: 's2', companyId: 8, kind: 'portal' }, ['b@x.example']);
    expect(enqueued).toEqual([
      {
        name: PUSH_DELIVERIES,
        jobs: [{ data: { sendId: 's1', email: 'a@x.example' }, group: { id: 'company-7' } }],
      },
      {
        name: DELIVERIES,
        jobs: [{ data: { sendId: 's2', email: 'b@x.example' }, group: { id: 'company-8' } }],
      },
    ]);
  });

  it('tries a failed push again (a push service error is passing)', async () => {
    const { calls, attempt } = setUp({ item: anItem({ kind: 'new-pay', paycheck: '2026-03-14' }) });
    await expect(attempt()).resolves.toEqual({
      retry: true,
      error: 'The push service answered 503.',
    });
    expect(calls.noted.map((noted) => noted.error)).toEqual(['The push service answered 503.']);
    expect(calls.finished).toEqual([]);
  });
});
