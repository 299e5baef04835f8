import {
  BadRequestException,
  ForbiddenException,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import { validateCalculatorConfig } from '@commissionbee/shared/calculator';
import { canUseCalculator } from '@commissionbee/shared/rep';
import type { CalculatorConfig } from '@commissionbee/shared/types';
import { DataSource, type EntityManager } from 'typeorm';
import type { RepPrincipal } from '../auth/principal.js';
import { ActivityService } from '../activity/activity.service.js';

export const NO_CALCULATOR_MESSAGE = 'No data found.';

/** Older data stored the config as a one-item array; callers always get the object. */
export function storedConfig(value: unknown): CalculatorConfig | null {
  const config: unknown = Array.isArray(value) ? value[0] : value;
  return config && typeof config === 'object' && !Array.isArray(config)
    ? (config as CalculatorConfig)
    : null;
}

@Injectable()
export class CalculatorService {
  constructor(
    private readonly db: DataSource,
    private readonly activity: ActivityService,
  ) {}

  /** The company's config for its admins; 404 when there is none. */
  async forAdmin(companyId: number): Promise<CalculatorConfig> {
    const rows: { config: unknown }[] = await this.db.query(
      `SELECT config FROM calculators WHERE company_id = $1`,
      [companyId],
    );
    return found(storedConfig(rows[0]?.config));
  }

  /** A rep sees the calculator only when the company has the feature and an admin granted it. */
  async forRep(rep: RepPrincipal): Promise<CalculatorConfig> {
    const rows: { features: string[]; config: unknown }[] = await this.db.query(
      `SELECT c.features, calc.config
         FROM companies c LEFT JOIN calculators calc ON calc.company_id = c.id
        WHERE c.id = $1`,
      [rep.companyId],
    );
    const row = rows[0];
    if (!row || !canUseCalculator(row.features, rep.customFeatures)) throw new ForbiddenException();
    return found(storedConfig(row.config));
  }

  /** Saves (creates or replaces) the company's config once the shared engine accepts it. */
  async save(companyId: number, config: CalculatorConfig): Promise<CalculatorConfig> {
    const check = validateCalculatorConfig(config);
    if (!check.ok) throw new BadRequestException(check.message);
    return this.db.transaction(async (tx) => {
      const before: { config: unknown }[] = await tx.query(
        `SELECT config FROM calculators WHERE company_id = $1 FOR UPDATE`,
        [companyId],
      );
      const rows: { config: CalculatorConfig }[] = await tx.query(
        `INSERT INTO calculators (company_id, config) VALUES ($1, $2::jsonb)
         ON CONFLICT (company_id) DO UPDATE SET config = EXCLUDED.config, updated_at = now()
         RETURNING config`,
        [companyId, JSON.stringify(config)],
      );
      await this.activity.record(tx, {
        companyId,
        action: 'calculator.saved',
        details: { changed: changedParts(storedConfig(before[0]?.config), config) },
      });
      return rows[0].config;
    });
  }

  /**
   * Gives the company this config unless it already has one (the seed's demo calculator); runs in
   * the caller's transaction when given one.
   */
  async ensureDefault(
    companyId: number,
    config: CalculatorConfig,
    tx: EntityManager = this.db.manager,
  ): Promise<void> {
    await tx.query(
      `INSERT INTO calculators (company_id, config) VALUES ($1, $2::jsonb) ON CONFLICT (company_id) DO NOTHING`,
      [companyId, JSON.stringify(config)],
    );
  }
}

function found(config: CalculatorConfig | null): CalculatorConfig {
  if (!config) throw new NotFoundException(NO_CALCULATOR_MESSAGE);
  return config;
}

/** What a save changed, in words an admin knows: the settings and the inputs by label. */
export function changedParts(before: CalculatorConfig | null, after: CalculatorConfig): string[] {
  if (!before) return ['everything (new calculator)'];
  const changed: string[] = [];
  const labels: Record<string, string> = {
    title: 'title',
    buttonText: 'button text',
    resultLabel: 'result label',
    result_units: 'result units',
    operation: 'formula',
    lookupTable: 'rate table',
    lookupTableColumns: 'rate table columns',
    lookupTableOperation: 'rate table formula',
    lookupTableResultColumn: 'rate table result',
  };
  for (const [key, label] of Object.entries(labels)) {
    const k = key as keyof CalculatorConfig;
    if (JSON.stringify(before[k] ?? null) !== JSON.stringify(after[k] ?? null)) changed.push(label);
  }
  const inputs = (c: CalculatorConfig) =>
    new Map(
      (c.inputs ?? []).map((i) => [String((i as { id?: unknown }).id ?? ''), JSON.stringify(i)]),
    );
  const [was, now] = [inputs(before), inputs(after)];
  for (const [id, value] of now) {
    if (!was.has(id)) changed.push(`input ${id} added`);
    else if (was.get(id) !== value) changed.push(`input ${id}`);
  }
  for (const id of was.keys()) if (!now.has(id)) changed.push(`input ${id} removed`);
  return changed;
}
