// What the ledger endpoints answer when they refuse a request (besides the validator's row
// issues, which live with the validator in libs/shared).
export const LEDGER_MESSAGES = {
  uploadTooDeep:
    'The upload is nested too deeply to read: each record must be a flat object of the CSV columns.',
  uploadTooComplex: 'The file is too complex to read: it needs more memory than an upload may use.',
} as const;
