// The Email Center table: the repository's rows with their timestamps as ISO strings.
import { Injectable } from '@nestjs/common';
import type { PortalRep } from '@commissionbee/shared/types';
import { PortalRepsRepository } from './portal-reps.repository.js';

const iso = (at: Date | null): string | null => (at ? new Date(at).toISOString() : null);

@Injectable()
export class PortalRepsService {
  constructor(private readonly reps: PortalRepsRepository) {}

  async list(companyId: number): Promise<PortalRep[]> {
    return (await this.reps.list(companyId)).map((row) => ({
      ...row,
      last_emailed: iso(row.last_emailed),
      key_issued_at: iso(row.key_issued_at),
      last_opened_at: iso(row.last_opened_at),
    }));
  }
}
