// `npm run bench -- team-answer [--team 49 --lines 200]`: the size of a manager's first answer
// (GET /api/bee/rep-key-data) for a team of `team` reps with `lines` lines each (the manager has
// `lines` of their own), plain and gzipped as a phone receives it, and of one member's lines
// (GET /api/bee/rep-key-data/team/:email, issue 34 item 4) when the server has that route.
// Target: the first answer under 100 kB gzipped for 49 reps x 200 lines.
import { gzipSync } from 'node:zlib';
import { runBench } from './lib/cleanup.mjs';
import { machine, note, parseArgs } from './lib/cli.mjs';
import { freshDatabase } from './lib/database.mjs';
import { copyLedger, createCompany, createRepKeys } from './lib/ledger-load.mjs';
import { makePeople } from './lib/ledger-rows.mjs';
import { startServerWithData } from './lib/server.mjs';

const TARGET_GZIPPED_BYTES = 100_000;

/** The answer's bytes as sent (gzip asked for) and as JSON text. */
async function sizes(url, headers = {}) {
  const response = await fetch(url, { headers: { 'accept-encoding': 'gzip', ...headers } });
  const text = await response.text();
  return {
    status: response.status,
    json_bytes: Buffer.byteLength(text),
    gzip_bytes: gzipSync(text).length,
    content_encoding: response.headers.get('content-encoding'),
  };
}

await runBench(async () => {
  const args = parseArgs(process.argv.slice(2), { team: 49, lines: 200 });
  const db = await freshDatabase({ label: 'team-answer' });
  // One manager (the first person) whose team is everyone else; ledger rows go round-robin, so
  // each person has `lines` lines.
  const people = makePeople({ reps: args.team + 1, managers: 1, teamSize: args.team });
  const { server, loaded } = await startServerWithData(db, async (direct) => {
    const companyId = await createCompany(direct, 'Team answer bench');
    await copyLedger(direct, people.length * args.lines, people, companyId);
    return createRepKeys(direct, companyId, people);
  });
  try {
    const [manager, member] = loaded;
    note(`manager ${manager.email} with ${args.team} reps, ${args.lines} lines each`);
    const first = await sizes(
      `${server.base}/api/bee/rep-key-data?view_key=${encodeURIComponent(manager.viewKey)}`,
    );
    const memberLines = await sizes(
      `${server.base}/api/bee/rep-key-data/team/${encodeURIComponent(member.email)}`,
      { 'x-view-key': manager.viewKey },
    );
    console.log(
      JSON.stringify({
        bench: 'team-answer',
        database: db.kind,
        team: args.team,
        lines_each: args.lines,
        first_answer: first,
        member_lines: memberLines,
        target_gzip_bytes: TARGET_GZIPPED_BYTES,
        met: first.gzip_bytes < TARGET_GZIPPED_BYTES,
        machine: machine(),
      }),
    );
  } finally {
    await server.stop();
  }
});
