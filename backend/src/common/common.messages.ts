// What the global exception filter answers for errors no route words itself: oversize or
// malformed bodies, values PostgreSQL refuses, a stopped or unreachable database.
export const HTTP_MESSAGES = {
  internal: 'Internal server error',
  smallBodyTooLarge: 'The request body is too large (the limit is 100 kB).',
  listBodyTooLarge: 'The request body is too large (the limit is 1 MB).',
  compressedBody: 'Compressed request bodies are not accepted.',
  uploadTooLarge: 'The upload is too large (the limit is 40 MB).',
  invalidJson: 'The request body is not valid JSON.',
  unstorableValue:
    'The request contains a value that cannot be stored or searched (such as a NUL character or an out-of-range number).',
  statementTimeout:
    'The request took too long and was stopped. Narrow the search, or try again shortly.',
  databaseUnavailable: 'The database is unavailable. Try again shortly.',
  badRequest: 'Bad request',
} as const;
