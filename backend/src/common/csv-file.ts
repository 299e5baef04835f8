// Reads the multipart `file` of an upload (POST /bee/ledger/csv, the preview, the reps mapping) into
// memory: 40 MB at most, like a JSON body (multer's limit error becomes the global filter's 413).
import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { decodeCsvBytes } from '@commissionbee/shared/csv';
import multer from 'multer';
import type { Request } from 'express';

export const MAX_UPLOAD_BYTES = 40 * 1024 * 1024;

export const CsvFileInterceptor = FileInterceptor('file', {
  storage: multer.memoryStorage(),
  limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, fieldSize: 64 * 1024 },
});

/** Browsers send the file name as UTF-8, which busboy reads as Latin-1: undo that when it fits. */
export function uploadedFileName(originalName: string | undefined): string | null {
  if (!originalName) return null;
  const bytes = Buffer.from(originalName, 'latin1');
  const name = bytes.toString('latin1') === originalName ? decodeCsvBytes(bytes) : originalName;
  return name.trim().slice(0, 255) || null;
}

/**
 * The body of a request that carries either a multipart `file` or a JSON body: null with a file
 * (whose form fields are not an upload body), else the body, for the pipe given to check.
 */
export const BodyUnlessFile = createParamDecorator((_: unknown, ctx: ExecutionContext): unknown => {
  const req = ctx.switchToHttp().getRequest<Request>();
  return req.file ? null : req.body;
});
