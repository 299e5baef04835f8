// SCIM's error schema (RFC 7644 §3.12) for the SCIM routes, every refusal the guard, the pipes or
// the handlers make: {schemas, status (text), scimType, detail}, plus the product's `code` and
// `statusCode`, as application/scim+json. Written through the app's own filter, so what is logged
// and what a 500 hides stay the same.
import { Catch, type ArgumentsHost } from '@nestjs/common';
import type { Response } from 'express';
import { SCIM_ERROR_SCHEMA } from '@commissionbee/shared/contracts/answers';
import { HttpExceptionFilter } from '../common/http-exception.filter.js';

const SCIM_TYPES: Record<string, string> = {
  SCIM_INVALID_FILTER: 'invalidFilter',
  SCIM_INVALID_PATCH: 'invalidValue',
  VALIDATION_FAILED: 'invalidValue',
  INVALID_JSON: 'invalidSyntax',
  PEOPLE_EMAIL_TAKEN: 'uniqueness',
  PEOPLE_LAST_ADMIN: 'mutability',
};

export const SCIM_MEDIA_TYPE = 'application/scim+json';

@Catch()
export class ScimErrorFilter extends HttpExceptionFilter {
  override catch(exception: unknown, host: ArgumentsHost): void {
    const res = host.switchToHttp().getResponse<Response>();
    const json = res.json.bind(res);
    res.json = (body: { statusCode?: number; code?: string; message?: unknown }) => {
      res.type(SCIM_MEDIA_TYPE);
      const status = body?.statusCode ?? res.statusCode;
      const detail = Array.isArray(body?.message)
        ? body.message.join(', ')
        : String(body?.message ?? '');
      const scimType = body?.code ? SCIM_TYPES[body.code] : undefined;
      return json({
        schemas: [SCIM_ERROR_SCHEMA],
        status: String(status),
        ...(scimType ? { scimType } : {}),
        detail,
        statusCode: status,
        code: body?.code,
      });
    };
    super.catch(exception, host);
  }
}
