import { describe, expect, it } from 'vitest';
import { ApiError } from '@commissionbee/shared/api-client';
import { shouldPersistQuery } from './query-client';
import * as queryKeys from './query-keys';

const query = (queryKey: unknown[], data: unknown, error: unknown = null) => ({
  queryKey,
  state: { data, error },
});

describe('shouldPersistQuery', () => {
  it('saves rep data, also when the latest refresh failed for lack of a network', () => {
    expect(shouldPersistQuery(query(['rep-key-data', 'k'], { email: 'a' }))).toBe(true);
    // A team member's lines, loaded when a manager opened them (issue 34), are kept offline too.
    expect(
      shouldPersistQuery(
        query([...queryKeys.repKeyData.member('k', ' Bob@x.example')], { data: [] }),
      ),
    ).toBe(true);
    expect(
      shouldPersistQuery(
        query(['rep-key-data', 'k'], { email: 'a' }, new TypeError('Failed to fetch')),
      ),
    ).toBe(true);
  });

  it('drops the data of a key the server refused, so a revoked link leaves nothing on the phone', () => {
    expect(
      shouldPersistQuery(
        query(['rep-key-data', 'k'], { email: 'a' }, new ApiError('gone', 404, null)),
      ),
    ).toBe(false);
  });

  it('saves nothing else', () => {
    expect(shouldPersistQuery(query(['rep-key-data', 'k'], undefined))).toBe(false);
    expect(shouldPersistQuery(query(['other'], { x: 1 }))).toBe(false);
  });
});
