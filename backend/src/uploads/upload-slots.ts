// How many uploads (POST /bee/ledger, /bee/ledger/csv, /bee/ledger/preview, /bee/reps/mapping) one
// server process reads and checks at once. Each may hold a 40 MB body in memory and a worker's
// parse, so without a bound one admin (or one leaked API token) sending uploads in parallel could
// exhaust the process's memory for every tenant. A slot is taken before the body is read and given
// back when the upload's answer is settled, whatever it is (stored, refused, cut off by the
// client), or when its body has not arrived by its deadline (a trickled body must not keep a slot).
// While it holds its slot an upload is foreground work: queued background work (a statements
// freeze) pauses for it (queue/foreground.ts).
import {
  HttpStatus,
  Inject,
  Injectable,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import type { Readable } from 'node:stream';
import type { Request, Response } from 'express';
import { defer, finalize, type Observable } from 'rxjs';
import type { AuthedRequest } from '../auth/decorators.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { MAX_UPLOAD_BYTES } from '../common/csv-file.js';
import { LEDGER_MESSAGES, UPLOAD_CODES } from '../ledger/ledger.messages.js';
import { appError } from '../common/app-error.js';
import { Foreground } from '../queue/foreground.js';
import type { ErrorCode } from '@commissionbee/shared/error-codes';

/** Uploads of one company at once (two admins' uploads and a preview, or three scripts). */
export const UPLOADS_PER_COMPANY = 3;
/** Uploads of all companies at once in this process: about 240 MB of bodies at most. */
export const UPLOADS_PER_PROCESS = 6;
/**
 * Slots kept for companies with no upload in flight: a company's second and third upload take a
 * slot only while this many others stay free, so two busy companies cannot lock a third out.
 */
export const SLOTS_KEPT_FOR_NEWCOMERS = 2;
/** Seconds a refused caller is asked to wait (Retry-After). */
const RETRY_AFTER_SECONDS = 5;

/** The uploads in flight in this process, per company: one instance, shared by the routes. */
@Injectable()
export class UploadSlots {
  private readonly perCompany = new Map<number, number>();
  private total = 0;

  /** Takes a slot, or answers why not (the 429's message and code). */
  take(companyId: number): { message: string; code: ErrorCode } | null {
    const mine = this.perCompany.get(companyId) ?? 0;
    if (mine >= UPLOADS_PER_COMPANY)
      return {
        message: LEDGER_MESSAGES.uploadsAtOnce(UPLOADS_PER_COMPANY),
        code: UPLOAD_CODES.companyBusy,
      };
    const free = UPLOADS_PER_PROCESS - this.total;
    if (free <= 0 || (mine > 0 && free <= SLOTS_KEPT_FOR_NEWCOMERS))
      return { message: LEDGER_MESSAGES.serverBusy, code: UPLOAD_CODES.serverBusy };
    this.perCompany.set(companyId, mine + 1);
    this.total += 1;
    return null;
  }

  release(companyId: number): void {
    this.total -= 1;
    const left = (this.perCompany.get(companyId) ?? 1) - 1;
    if (left > 0) this.perCompany.set(companyId, left);
    else this.perCompany.delete(companyId);
  }

  /** Uploads in flight now: of one company, or of all. */
  inFlight(companyId?: number): number {
    return companyId === undefined ? this.total : (this.perCompany.get(companyId) ?? 0);
  }
}

/**
 * The time a body of `contentLength` bytes gets to arrive: its share of the 40 MB deadline, at
 * least a quarter of it (so a small file on a slow phone still makes it); unknown length: all.
 */
export function bodyDeadlineMs(fullMs: number, contentLength: string | undefined): number {
  const bytes = Number(contentLength);
  if (!contentLength || !Number.isFinite(bytes) || bytes <= 0) return fullMs;
  return Math.round(fullMs * Math.min(1, Math.max(0.25, bytes / MAX_UPLOAD_BYTES)));
}

/** How often a body's clock counts. */
const TICK_MS = 250;
/**
 * A body's deadline in wall time, as a multiple of its counted deadline: a server stalled for
 * good (its database held elsewhere) still frees the slot and answers 408.
 */
const WALL_FACTOR = 3;

/**
 * The body is waiting on us, not on the client: reading is paused, or what arrived fills the
 * request's buffer (so the socket is no longer read). A trickling client never fills it.
 */
export function serverIsBehind(req: Readable): boolean {
  return req.isPaused() || req.readableLength >= req.readableHighWaterMark;
}

/**
 * The time a body has taken to arrive, counted only while the client is the one we wait for: a
 * tick that comes late (this process was busy: a heavy query on the embedded database, the other
 * core's work) counts its nominal length, and a tick while the server is behind counts nothing.
 * When the count reaches `ms`, `onLate` runs after the next I/O poll, so a body already in the
 * socket is read first (onLate must look at `req.complete` itself).
 */
class BodyClock {
  private counted = 0;
  private readonly started = Date.now();
  private last = this.started;
  private readonly tick: NodeJS.Timeout;

  constructor(
    private readonly req: Readable,
    private readonly ms: number,
    private readonly onLate: () => void,
  ) {
    this.tick = setInterval(() => this.count(), TICK_MS);
    this.tick.unref();
  }

  stop(): void {
    clearInterval(this.tick);
  }

  private count(): void {
    const now = Date.now();
    if (!serverIsBehind(this.req)) this.counted += Math.min(now - this.last, TICK_MS);
    this.last = now;
    // However long the server is behind, a body gets at most WALL_FACTOR times its deadline.
    if (this.counted < this.ms && now - this.started < this.ms * WALL_FACTOR) return;
    this.stop();
    setImmediate(this.onLate);
  }
}

/** On the upload routes, first of their interceptors: before the body is read. */
@Injectable()
export class UploadSlot implements NestInterceptor {
  constructor(
    private readonly slots: UploadSlots,
    private readonly foreground: Foreground,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const http = context.switchToHttp();
    const req = http.getRequest<AuthedRequest>();
    const res = http.getResponse<Response>();
    const companyId = req.principal?.companyId;
    if (companyId === undefined) return next.handle(); // the guard lets no one else this far
    const refused = this.slots.take(companyId);
    if (refused) {
      res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
      throw appError(refused.code, refused.message);
    }
    let held = true;
    const foreground = this.foreground.begin();
    const ms = bodyDeadlineMs(this.config.UPLOAD_BODY_TIMEOUT_MS, req.headers['content-length']);
    const clock = new BodyClock(req, ms, () => this.tooSlow(req, res, ms, release));
    const release = () => {
      if (!held) return;
      held = false;
      clock.stop();
      this.slots.release(companyId);
      foreground();
    };
    // The body has arrived: the parse and the store that follow are bounded by other means.
    if (req.complete) clock.stop();
    else req.once('end', () => clock.stop());
    return defer(() => next.handle()).pipe(finalize(release));
  }

  /** Ends an upload whose body is still arriving: a 408 if the answer can still go, then the socket. */
  private tooSlow(req: Request, res: Response, ms: number, release: () => void): void {
    if (req.complete) return;
    release();
    if (!res.headersSent) {
      res.setHeader('Connection', 'close');
      res.status(HttpStatus.REQUEST_TIMEOUT).json({
        statusCode: HttpStatus.REQUEST_TIMEOUT,
        message: LEDGER_MESSAGES.bodyTooSlow(Math.round(ms / 1000)),
        code: UPLOAD_CODES.tooSlow,
        error: 'Request Timeout',
      });
    }
    // Give the answer a moment to leave, then drop the connection (and the half-read body).
    setTimeout(() => req.socket.destroy(), 200).unref();
  }
}
