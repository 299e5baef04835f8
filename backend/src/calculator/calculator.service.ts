import { Injectable } from '@nestjs/common';
import { validateCalculatorConfig } from '@commissionbee/shared/calculator';
import { canUseCalculator } from '@commissionbee/shared/rep';
import type { CalculatorConfig } from '@commissionbee/shared/types';
import { DataSource, type EntityManager } from 'typeorm';
import type { RepPrincipal } from '../auth/principal.js';
import { ActivityService } from '../activity/activity.service.js';
import { CALCULATOR_MESSAGES } from './calculator.messages.js';
import { CalculatorsRepository } from './calculators.repository.js';
import { appError } from '../common/app-error.js';

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
    private readonly calculators: CalculatorsRepository,
    private readonly activity: ActivityService,
  ) {}

  /** The company's config for its admins; 404 when there is none. */
  async forAdmin(companyId: number): Promise<CalculatorConfig> {
    return found(storedConfig(await this.calculators.config(companyId)));
  }

  /** A rep sees the calculator only when the company has the feature and an admin granted it. */
  async forRep(rep: RepPrincipal): Promise<CalculatorConfig> {
    const row = await this.calculators.withFeatures(rep.companyId);
    if (!row || !canUseCalculator(row.features, rep.customFeatures)) throw appError('FORBIDDEN');
    return found(storedConfig(row.config));
  }

  /** Saves (creates or replaces) the company's config once the shared engine accepts it. */
  async save(companyId: number, config: CalculatorConfig): Promise<CalculatorConfig> {
    const check = validateCalculatorConfig(config);
    if (!check.ok) {
      // `problem` and `params` let a client word the refusal in its reader's language.
      const { message, code, params } = check;
      throw appError('CALCULATOR_CONFIG_INVALID', message, { problem: code, params });
    }
    return this.db.transaction(async (tx) => {
      const before = await this.calculators.lockConfig(companyId, tx);
      const saved = await this.calculators.save(companyId, config, tx);
      await this.activity.record(tx, {
        companyId,
        action: 'calculator.saved',
        details: { changed: changedParts(storedConfig(before), config) },
      });
      return saved;
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
    await this.calculators.insertIfAbsent(companyId, config, tx);
  }
}

function found(config: CalculatorConfig | null): CalculatorConfig {
  if (!config) throw appError('CALCULATOR_NOT_FOUND', CALCULATOR_MESSAGES.noData);
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
