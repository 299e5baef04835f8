// `npm run bench -- mail [--reps 1000]`: 1,000 portal emails through the job queue to a local
// SMTP sink (the smtp-server package in this process). In the same run, the sink's own ceiling:
// the same number of messages sent straight to it with nodemailer over the same pooled transport
// the server uses (5 connections). Prints messages/s for both and their ratio, the time the
// POST /mail/rep-portals/ took to answer (202), and how long the whole send took.
import { performance } from 'node:perf_hooks';
import nodemailer from 'nodemailer';
import { SMTPServer } from 'smtp-server';
import { runBench } from './lib/cleanup.mjs';
import { machine, note, parseArgs, round } from './lib/cli.mjs';
import { freshDatabase } from './lib/database.mjs';
import { startServer } from './lib/server.mjs';

const SMTP_CONNECTIONS = 5; // backend/src/mail/mail-transport.ts SMTP_MAX_CONNECTIONS

async function startSink() {
  let count = 0;
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    maxClients: 100,
    onData(stream, _session, callback) {
      stream.on('data', () => {});
      stream.on('end', () => {
        count++;
        callback();
      });
    },
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address();
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    count: () => count,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** The sink's ceiling: `n` messages of the portal email's size straight from nodemailer. */
async function sinkCeiling(sink, n) {
  const transport = nodemailer.createTransport({
    url: sink.url,
    pool: true,
    maxConnections: SMTP_CONNECTIONS,
  });
  const html = '<p>' + 'x'.repeat(3000) + '</p>';
  const before = sink.count();
  const started = performance.now();
  await Promise.all(
    Array.from({ length: n }, (_, i) =>
      transport.sendMail({
        from: 'bench@commissionbee.local',
        to: `ceiling${i}@bench.example`,
        subject: 'Your Bench Co. commission portal',
        html,
        text: 'x'.repeat(800),
      }),
    ),
  );
  const ms = performance.now() - started;
  transport.close();
  if (sink.count() - before !== n) throw new Error('the sink lost messages');
  return { ms, perSecond: (n / ms) * 1000 };
}

await runBench(async () => {
  const args = parseArgs(process.argv.slice(2), { reps: 1000 });
  const reps = Number(args.reps);
  const sink = await startSink();
  const db = await freshDatabase({ label: 'mail' });
  const server = await startServer(db, { env: { SMTP_URL: sink.url } });
  note(`server up on ${db.kind} in ${server.startMs} ms`);
  try {
    const emails = Array.from(
      { length: reps },
      (_, i) => `bench.rep${String(i).padStart(4, '0')}@bench.example`,
    );
    const upload = await fetch(`${server.base}/api/bee/ledger`, {
      method: 'POST',
      headers: { ...server.auth, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        data: emails.map((rep_email, i) => ({
          pay_date: '2031-03-05',
          rep_name: `Bench Rep ${i}`,
          rep_email,
          item_name: `Job ${i}`,
          item_pay_type: 'M1 - Install',
          amount: 100 + i,
        })),
      }),
    });
    if (!upload.ok) throw new Error(`upload failed: ${upload.status}`);
    note(`${reps} reps uploaded; measuring the sink's ceiling`);
    const ceiling = await sinkCeiling(sink, reps);

    const before = sink.count();
    const started = performance.now();
    const res = await fetch(`${server.base}/api/mail/rep-portals/`, {
      method: 'POST',
      headers: { ...server.auth, 'Content-Type': 'application/json' },
      body: JSON.stringify({ pay_date: '3/5/2031', rep_emails: emails }),
    });
    const answeredMs = performance.now() - started;
    if (res.status !== 202) throw new Error(`send answered ${res.status}`);
    const { id } = await res.json();
    let progress;
    for (;;) {
      progress = await (
        await fetch(`${server.base}/api/mail/sends/${id}`, { headers: server.auth })
      ).json();
      if (progress.state !== 'sending') break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const ms = performance.now() - started;
    const delivered = sink.count() - before;
    if (progress.state !== 'sent' || delivered !== reps) {
      throw new Error(`send ended ${progress.state} with ${delivered} of ${reps} delivered`);
    }
    const perSecond = (reps / ms) * 1000;
    console.log(
      JSON.stringify({
        bench: 'mail',
        database: db.kind,
        reps,
        queue: {
          answered_ms: round(answeredMs),
          total_ms: round(ms),
          messages_per_s: round(perSecond),
        },
        sink_ceiling: { total_ms: round(ceiling.ms), messages_per_s: round(ceiling.perSecond) },
        ratio_to_sink: round(perSecond / ceiling.perSecond, 2),
        ...machine(),
      }),
    );
  } finally {
    await server.stop();
    await sink.close();
  }
});
