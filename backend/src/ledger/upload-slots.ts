// How many uploads (POST /bee/ledger, /bee/ledger/csv, /bee/ledger/preview) one server process
// reads and checks at once. Each may hold a 40 MB body in memory and a worker's parse, so without
// a bound one admin (or one leaked API token) sending uploads in parallel could exhaust the
// process's memory for every tenant. A slot is taken before the body is read and given back when
// the upload's answer is settled, whatever it is (stored, refused, cut off by the client).
import {
  HttpException,
  HttpStatus,
  Injectable,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import type { Response } from 'express';
import { defer, finalize, type Observable } from 'rxjs';
import type { AuthedRequest } from '../auth/decorators.js';
import { LEDGER_MESSAGES } from './ledger.messages.js';

/** Uploads of one company at once (two admins' uploads and a preview, or three scripts). */
export const UPLOADS_PER_COMPANY = 3;
/** Uploads of all companies at once in this process: about 240 MB of bodies at most. */
export const UPLOADS_PER_PROCESS = 6;
/** Seconds a refused caller is asked to wait (Retry-After). */
const RETRY_AFTER_SECONDS = 5;

/** The uploads in flight in this process, per company: one instance, shared by the routes. */
@Injectable()
export class UploadSlots {
  private readonly perCompany = new Map<number, number>();
  private total = 0;

  /** Takes a slot, or answers why not (the 429's message). */
  take(companyId: number): string | null {
    const mine = this.perCompany.get(companyId) ?? 0;
    if (mine >= UPLOADS_PER_COMPANY) return LEDGER_MESSAGES.uploadsAtOnce(UPLOADS_PER_COMPANY);
    if (this.total >= UPLOADS_PER_PROCESS) return LEDGER_MESSAGES.serverBusy;
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

/** On the upload routes, first of their interceptors: before the body is read. */
@Injectable()
export class UploadSlot implements NestInterceptor {
  constructor(private readonly slots: UploadSlots) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const http = context.switchToHttp();
    const companyId = http.getRequest<AuthedRequest>().principal?.companyId;
    if (companyId === undefined) return next.handle(); // the guard lets no one else this far
    const refused = this.slots.take(companyId);
    if (refused) {
      http.getResponse<Response>().setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
      throw new HttpException(refused, HttpStatus.TOO_MANY_REQUESTS);
    }
    return defer(() => next.handle()).pipe(finalize(() => this.slots.release(companyId)));
  }
}
