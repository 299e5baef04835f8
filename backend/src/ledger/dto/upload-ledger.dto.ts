// POST /bee/ledger body. The records themselves are checked by the shared CSV validator (so a
// bad row is reported as a row issue, in the screen's words), not by this schema.
import { z } from 'zod';

export const uploadLedgerBody = z.object(
  {
    data: z.unknown(),
    file_name: z
      .string({ message: 'file_name must be text' })
      .trim()
      .max(255, 'file_name must be at most 255 characters')
      .nullish(),
  },
  { message: 'Expected a JSON object {data: [records]}' },
);

export type UploadLedgerBody = z.infer<typeof uploadLedgerBody>;
