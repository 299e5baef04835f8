// OpenAPI descriptions shared by several routes: the reconcile parameters of the three upload
// routes and a multipart body of one CSV `file` (the ledger CSV, the reps' mapping CSV).
import { applyDecorators } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiQuery } from '@nestjs/swagger';

/**
 * The reconcile parameters, documented once for the three endpoints that take them, and the
 * preview's token for the two that store.
 */
export const ApiReconcileQuery = ({ previewToken = false } = {}): MethodDecorator =>
  applyDecorators(
    // In the order the parameters were always listed in (preview_token first).
    ...(previewToken ? [ApiQuery({ name: 'preview_token', required: false, type: String })] : []),
    ApiQuery({ name: 'duplicates', required: false, enum: ['skip', 'add'] }),
    ApiQuery({ name: 'pending', required: false, enum: ['update', 'add'] }),
    ApiQuery({ name: 'replace_pay_dates', required: false, enum: ['true', 'false'] }),
  );

export const RECONCILE_TEXT =
  ' Lines the ledger already has: a Line ID already stored replaces that line (its values are kept as a ' +
  'version of the earlier upload); without Line IDs, duplicates=skip|add (exact duplicates of stored lines, ' +
  'with multiplicity; default skip), pending=update|add (a dated line matching a stored PENDING line of the ' +
  'same rep, item, pay type and amount; default update) and replace_pay_dates=true|false (replace every stored ' +
  'line of the pay dates in the file; default false). The answer adds the counts added, updated, skipped, removed.';

/** A multipart body whose one field is the CSV `file`. */
export const ApiCsvFile = (): MethodDecorator =>
  applyDecorators(
    ApiConsumes('multipart/form-data'),
    ApiBody({
      schema: {
        type: 'object',
        required: ['file'],
        properties: { file: { type: 'string', format: 'binary' } },
      },
    }),
  );
