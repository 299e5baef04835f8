import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, expect, vi } from 'vitest';
import { DEMO_CALCULATOR } from '@commissionbee/shared/demo-calculator';
import type { CalculatorConfig, RepKeyRecord } from '@commissionbee/shared/types';
import { aUser } from '../../../testing/builders';
import type { ApiCall, MockAnswer } from '../../../testing/mock-api';
import { createQueryClient } from '../../../app/query-client';
import { type TestLanguage } from '../../../testing/i18n';
import { renderApp, signedInAs } from '../../../testing/render-app';

/** Shared set-up of the CalculatorPage.*.spec.tsx files (not a spec itself). */

export type Route = MockAnswer | ((call: ApiCall) => MockAnswer);

const admin = aUser({ company: { features: ['whatif-calc'] } });
export const reps: RepKeyRecord[] = [
  { id: 1, email: 'ana@demosolar.example', custom_features: ['whatif-calc'] },
  { id: 2, email: 'ben@demosolar.example', custom_features: [] },
  { id: 3, email: 'cy@demosolar.example', custom_features: ['beta'] },
];

/** Opens the screen and waits (generously: the first visit compiles the lazy page) until it has loaded. */
export async function openScreen(
  config: CalculatorConfig | null = DEMO_CALCULATOR,
  routes: Record<string, Route> = {},
  language: TestLanguage = 'en',
) {
  const api = signedInAs(admin, {
    'GET /bee/calculator': config
      ? { body: config }
      : { status: 404, body: { code: 'CALCULATOR_NOT_FOUND', message: 'No data found.' } },
    'GET /bee/view-keys/features': { body: { data: reps } },
    ...routes,
  });
  renderApp('/bee/admin-calculator', createQueryClient(), language);
  await waitFor(
    () => {
      screen.getByRole('heading', { level: 1 });
      expect(screen.queryByText(/Loading|Cargando/)).toBeNull();
    },
    { timeout: 10_000 },
  );
  return api;
}

export const button = (name: string | RegExp) => screen.getByRole('button', { name });
export const accessBox = (email: string) =>
  screen.getByRole('checkbox', { name: `Calculator access for ${email}` }) as HTMLInputElement;
/** Moves the fake clock on by `ms`, letting React apply what the timers did. */
export const later = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
export const saveChanges = () => button('Save Changes') as HTMLButtonElement;

/** Registers the hooks every Rep Calculator admin spec file needs; call it once at the top of the file. */
export function setUpCalculatorPage(): void {
  afterEach(() => {
    vi.useRealTimers();
  });
}
