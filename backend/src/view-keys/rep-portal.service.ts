// The rep portal's one read (GET /bee/rep-key-data), the product's hot path: one query builds the
// whole answer as JSON text inside PostgreSQL (rep-keys.repository.ts), so Node neither parses rows
// nor re-serialises them, and the gzipped answer is kept per key for the state of the data it was
// built from.
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { Inject, Injectable } from '@nestjs/common';
import { CALCULATOR_FEATURE, type RepKeyData } from '@commissionbee/shared/types';
import { LRUCache } from 'lru-cache';
import type { RepPrincipal } from '../auth/principal.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { RepKeysRepository } from './rep-keys.repository.js';
import { appError } from '../common/app-error.js';
import { VIEW_KEYS_MESSAGES } from './view-keys.messages.js';

const gzipAsync = promisify(gzip);

/** One key's answer, gzipped, and the state it was built from. */
interface KeptAnswer {
  /** companies.data_version read with the key before the answer was built. */
  dataVersion: string;
  /** The key's grants read with the key (they pick whether the calculator travels). */
  grants: string;
  gzipped: Buffer;
}

/** What an entry costs besides its bytes (the object, its strings and the LRU's bookkeeping). */
const ENTRY_OVERHEAD_BYTES = 256;

@Injectable()
export class RepPortalService {
  /**
   * Answers by key id. An answer is served again only while companies.data_version and the key's
   * grants are what they were when it was built: the version changes (triggers, migration
   * CompanyDataVersion) in the same transaction as any change to the company, its ledger rows or
   * its calculator, and the guard reads it with the key on every request, so a revoked key is 404
   * and a new upload is seen at once, on every server process. Bounded by REP_CACHE_MB.
   */
  private readonly answers: LRUCache<number, KeptAnswer> | null;

  constructor(
    private readonly keys: RepKeysRepository,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    const maxSize = Math.floor(config.REP_CACHE_MB * 1024 * 1024);
    this.answers =
      maxSize > 0
        ? new LRUCache<number, KeptAnswer>({
            maxSize,
            sizeCalculation: (kept) => kept.gzipped.length + ENTRY_OVERHEAD_BYTES,
          })
        : null;
  }

  /**
   * RepKeyData: the kept answer (gzipped) when the data has not changed since it was built, else
   * built now and kept. With REP_CACHE_MB=0, the JSON text, built on every request.
   */
  async answer(rep: RepPrincipal): Promise<{ gzipped: Buffer } | { json: string }> {
    if (!this.answers) return { json: await this.dataJson(rep) };
    const grants = rep.customFeatures.join(',');
    const kept = this.answers.get(rep.keyId);
    if (kept && kept.dataVersion === rep.dataVersion && kept.grants === grants)
      return { gzipped: kept.gzipped };
    const gzipped = await gzipAsync(await this.dataJson(rep));
    this.answers.set(rep.keyId, { dataVersion: rep.dataVersion, grants, gzipped });
    return { gzipped };
  }

  /**
   * What the rep of `email` sees in their portal (RepKeyData), read exactly as the portal reads it
   * (through their live key): statements take a rep's lines only from here, so they show what the
   * portal shows. Null for a rep without a live key.
   */
  async dataOf(companyId: number, email: string): Promise<RepKeyData | null> {
    const normalized = email.trim().toLowerCase();
    const keyId = await this.keys.liveKeyId(companyId, normalized);
    if (keyId === null) return null;
    const json = await this.keys.portalJson(companyId, normalized, keyId, CALCULATOR_FEATURE);
    return json === null ? null : (JSON.parse(json) as RepKeyData);
  }

  /**
   * One team member's lines as the manager holding the key sees them, as the JSON text of
   * RepTeamMemberLines: 403 for a key that manages nobody, 404 for an email not on its team.
   */
  async teamMemberJson(rep: RepPrincipal, memberEmail: string): Promise<string> {
    const member = memberEmail.trim().toLowerCase();
    const found = await this.keys.teamMemberJson(rep.companyId, rep.email, rep.keyId, member);
    if (found === null) throw appError('NOT_FOUND');
    if (!found.manager) throw appError('REP_NOT_A_MANAGER', VIEW_KEYS_MESSAGES.notAManager);
    if (found.data === '[]') throw appError('TEAM_MEMBER_NOT_FOUND', VIEW_KEYS_MESSAGES.notOnTeam);
    return `{"email":${JSON.stringify(member)},"data":${found.data}}`;
  }

  /**
   * The key's own rows and its team's summaries (manager_email = key email), in the key's company
   * only, as the JSON text of RepKeyData.
   */
  private async dataJson(rep: RepPrincipal): Promise<string> {
    const json = await this.keys.portalJson(
      rep.companyId,
      rep.email,
      rep.keyId,
      CALCULATOR_FEATURE,
    );
    if (json === null) throw appError('NOT_FOUND');
    return json;
  }
}
