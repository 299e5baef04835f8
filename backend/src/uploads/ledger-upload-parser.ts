// Runs the shared CSV validator on uploads in worker threads (workers/ledger-upload.worker.mjs):
// parsing a 40 MB file takes seconds of CPU, which on the main thread would hold every other
// tenant's request for as long.
import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import {
  canUpload,
  emptyValidationResult,
  type CsvValidationResult,
} from '@commissionbee/shared/csv';
import type { MappingResult } from '@commissionbee/shared/rep-mapping';
import type { ReconcileOptions } from '@commissionbee/shared/types';
import { availableParallelism } from 'node:os';
import { MessageChannel, type MessagePort, type Transferable } from 'node:worker_threads';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import type { IngestProfile } from './ingest-profile.js';
import { InvalidCsvDataException } from './invalid-csv-data.exception.js';
import { LEDGER_MESSAGES } from '../ledger/ledger.messages.js';
import { appError } from '../common/app-error.js';

// The same path from src/uploads (the API tests) and dist/uploads (the built server).
const WORKER = fileURLToPath(new URL('../../workers/ledger-upload.worker.mjs', import.meta.url));
const MAPPING_WORKER = fileURLToPath(
  new URL('../../workers/rep-mapping.worker.mjs', import.meta.url),
);

/** Heap of one worker: a hostile file that needs more kills that worker, not the server. */
const WORKER_HEAP_MB = 1_536;

/** What the worker should make of a valid upload (see PackedUpload). */
export interface PackFor {
  companyId: number;
  /** The upload's id, taken beforehand; null for a preview (never stored). */
  uploadId: number | null;
  options: ReconcileOptions;
  /** Whether to fingerprint the records for a preview token. */
  digest: boolean;
  /** Whether a large upload may be stored while it is validated (PackedUpload.streaming). */
  stream: boolean;
}

/**
 * A valid upload as the worker hands it back: the COPY text of its records (no records), straight
 * into ledger_records (`ledger`: only adds lines, rows carry company and upload id) or into the
 * reconcile table (`lines`), and the few facts the server needs without the records.
 *
 * A `streaming` upload (a large commit, see the worker's streamer) is still being validated when
 * it is handed over: its pieces come while the worker checks the next rows, and the facts below
 * (row count, total, emails, Line IDs, digest) are known only once `pieces` has ended. A row found
 * bad makes `pieces` fail with the 400 the upload answers (InvalidCsvDataException), so the COPY,
 * and the transaction around it, stop and store nothing.
 */
export interface PackedUpload {
  target: 'ledger' | 'lines';
  streaming?: boolean;
  /** COPY … (FORMAT csv) text, UTF-8, whole lines per piece (from the worker: as it writes them). */
  pieces: AsyncIterable<Uint8Array> | readonly Uint8Array[];
  rowCount: number;
  totalCents: number;
  /** The rep emails, trimmed, one per address (any case), as first written in the file. */
  emails: string[];
  hasLineIds: boolean;
  /** sha256 (hex) of the records, when asked for. */
  digest: string | null;
}

/** The validator's answer (records empty when packed) and, for a valid upload, its COPY text. */
export interface CheckedUpload {
  result: CsvValidationResult;
  packed: PackedUpload | null;
}

type Task = ({ kind: 'csv'; bytes: Uint8Array } | { kind: 'json'; data: unknown }) & {
  pack?: PackFor;
  port?: MessagePort;
};

interface Checked {
  result: CsvValidationResult;
  steps: [string, number][];
  /** The upload was streamed (its pieces went out while it was validated). */
  streamed?: boolean;
}

/** The facts of a streamed upload, sent after its last piece. */
type Facts = Pick<PackedUpload, 'rowCount' | 'totalCents' | 'emails' | 'hasLineIds' | 'digest'>;

type StartMessage =
  | ({ kind: 'start'; streaming?: false; packed: Omit<PackedUpload, 'pieces'> } & Checked)
  | { kind: 'start'; streaming: true; target: PackedUpload['target'] };

type FromWorker =
  | StartMessage
  | { kind: 'piece'; piece: Uint8Array }
  | { kind: 'end'; facts?: Facts; steps?: [string, number][] }
  | { kind: 'abort'; result: CsvValidationResult };

/** The pieces of COPY text as the worker sends them: an async iterable that ends or fails. */
class Pieces implements AsyncIterable<Uint8Array> {
  private readonly queue: Uint8Array[] = [];
  private done = false;
  private error: unknown = null;
  private wake: (() => void) | null = null;

  push(piece: Uint8Array): void {
    this.queue.push(piece);
    this.notify();
  }

  end(): void {
    this.done = true;
    this.notify();
  }

  fail(error: unknown): void {
    if (this.done) return;
    this.error = error;
    this.done = true;
    this.notify();
  }

  private notify(): void {
    const wake = this.wake;
    this.wake = null;
    wake?.();
  }

  async *[Symbol.asyncIterator](): AsyncIterator<Uint8Array> {
    for (;;) {
      const piece = this.queue.shift();
      if (piece) yield piece;
      else if (this.error) throw this.error;
      else if (this.done) return;
      else await new Promise<void>((resolve) => (this.wake = resolve));
    }
  }
}

@Injectable()
export class LedgerUploadParser implements OnApplicationShutdown {
  private readonly pool = new Piscina({
    filename: WORKER,
    // Leave a core to the main thread (and the database, when it is PGlite in this process).
    maxThreads: Math.max(1, Math.min(4, availableParallelism() - 1)),
    // One kept warm: starting a worker (and loading the validator) costs a few hundred ms.
    minThreads: 1,
    idleTimeout: 60_000,
    resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
  });

  /** Decodes, parses and validates an uploaded CSV file; packs it when valid. */
  csv(bytes: Uint8Array, pack: PackFor, profile?: IngestProfile): Promise<CheckedUpload> {
    // A buffer that owns its memory moves to the worker without a copy; a slice of Node's
    // shared buffer pool must be copied (moving it would take the other slices with it).
    const own = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength;
    const data = own ? bytes : new Uint8Array(bytes);
    return this.run({ kind: 'csv', bytes: data, pack }, [data.buffer as ArrayBuffer], profile);
  }

  /** Decodes, parses and checks a rep mapping CSV (the reps directory) in the same workers. */
  async mapping(bytes: Uint8Array): Promise<MappingResult> {
    const data = new Uint8Array(bytes);
    try {
      return (await this.pool.run(
        { bytes: data },
        { filename: MAPPING_WORKER, transferList: [data.buffer as ArrayBuffer] },
      )) as MappingResult;
    } catch (error) {
      throw refusal(error);
    }
  }

  /** Validates the records of a JSON upload; packs them when valid. */
  records(data: unknown, pack: PackFor, profile?: IngestProfile): Promise<CheckedUpload> {
    return this.run({ kind: 'json', data, pack }, [], profile);
  }

  /**
   * After the HTTP server has closed, not before: Nest runs onModuleDestroy while requests are
   * still in flight, and an upload being parsed when SIGTERM came would lose its worker (a 500).
   */
  async onApplicationShutdown(): Promise<void> {
    await this.pool.destroy();
  }

  private async run(
    task: Task,
    transferList: ArrayBuffer[],
    profile?: IngestProfile,
  ): Promise<CheckedUpload> {
    profile?.restart();
    const started = performance.now();
    const { port1, port2 } = new MessageChannel();
    const pieces = new Pieces();
    // A streamed upload's packed form, handed over at its start and completed by its `end`.
    let streamed: PackedUpload | null = null;
    const abort = (result: CsvValidationResult) => {
      pieces.fail(new InvalidCsvDataException(result));
      port1.close();
    };
    let onStart: (message: StartMessage) => void = () => {};
    const start = new Promise<StartMessage>((resolve) => {
      onStart = resolve;
    });
    port1.on('message', (message: FromWorker) => {
      if (message.kind === 'start') {
        if (message.streaming) {
          profile?.add('first_piece', performance.now() - started);
          profile?.restart();
          streamed = {
            target: message.target,
            streaming: true,
            pieces,
            rowCount: 0,
            totalCents: 0,
            emails: [],
            hasLineIds: false,
            digest: null,
          };
        }
        onStart(message);
      } else if (message.kind === 'piece') pieces.push(message.piece);
      else if (message.kind === 'abort') abort(message.result);
      else {
        if (streamed && message.facts) Object.assign(streamed, message.facts);
        // Parsed beside the COPY: the worker's steps overlap store_rows.
        for (const [step, ms] of message.steps ?? []) profile?.add(`${step}_beside_copy`, ms);
        pieces.end();
        port1.close();
      }
    });
    const job = this.pool
      .run({ ...task, port: port2 }, { transferList: [...transferList, port2] as Transferable[] })
      .then((checked: Checked) => {
        // The rest of the profile: the COPY text was written while the server streamed it.
        const copyText = checked.steps.find(([step]) => step === 'copy_text');
        if (copyText) profile?.add('copy_text_in_worker', copyText[1]);
        if (checked.streamed) {
          // The `end` or `abort` on the port may still be on its way; a refusal is answered
          // from here too, whichever comes first.
          if (!canUpload(checked.result)) abort(checked.result);
        } else if (!task.pack || !canUpload(checked.result)) {
          // Nothing comes over the port for an upload that was not packed.
          port1.close();
        }
        return checked;
      })
      .catch((error: unknown) => {
        port1.close();
        const refused = refusal(error);
        pieces.fail(refused);
        throw refused;
      });
    const first = await Promise.race([start, job]);
    // Failures after the start reach the COPY through the pieces.
    job.catch(() => {});
    // A packed upload's answer may come before its first message (two channels): wait for it.
    const answer = 'kind' in first || !task.pack || !canUpload(first.result) ? first : await start;
    if ('kind' in answer && answer.streaming)
      // Its result is known when its pieces end (a refusal fails them); until then, no rows.
      return { result: emptyValidationResult(), packed: streamed };
    const checked = answer as Checked & { packed?: Omit<PackedUpload, 'pieces'> };
    let inWorker = 0;
    for (const [step, ms] of checked.steps) {
      profile?.add(step, ms);
      inWorker += ms;
    }
    profile?.add('to_worker_and_back', performance.now() - started - inWorker);
    profile?.restart();
    return {
      result: checked.result,
      packed: checked.packed ? { ...checked.packed, pieces } : null,
    };
  }
}

/** Out of memory in the worker, or a body nested too deep to hand to it (structured clone
 * overflows its stack): the upload's fault, answered like any other bad upload. */
function refusal(error: unknown): unknown {
  const { code, name, message } = error as { code?: string; name?: string; message?: string };
  if (code === 'ERR_WORKER_OUT_OF_MEMORY')
    return appError('LEDGER_UPLOAD_TOO_COMPLEX', LEDGER_MESSAGES.uploadTooComplex);
  if (name === 'RangeError' || name === 'DataCloneError' || /call stack/i.test(message ?? ''))
    return appError('LEDGER_UPLOAD_TOO_DEEP', LEDGER_MESSAGES.uploadTooDeep);
  return error;
}
