// Commission plans in Spanish (issue 33): the list, a plan's versions, a version's status board
// and the send form, with es-US dates.
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PlanDetail, PlanStatusRow, PlanSummary } from '@commissionbee/shared/contracts/plans';
import { createQueryClient } from '../../../app/query-client';
import { aUser } from '../../../testing/builders';
import { renderApp, signedInAs } from '../../../testing/render-app';

const summary: PlanSummary = {
  id: 5,
  name: 'Solar 2026',
  created_at: '2026-09-01T10:00:00.000Z',
  latest_version: 1,
  assigned: 2,
  signed: 1,
};

const plan: PlanDetail = {
  ...summary,
  versions: [
    {
      id: 9,
      plan_id: 5,
      version: 1,
      effective_date: '2026-10-01',
      end_date: null,
      due_date: '2026-10-15',
      file_name: 'plan.pdf',
      bytes: 1000,
      pages: 4,
      document_sha256: 'ab'.repeat(32),
      employer_name: 'Max Boss',
      employer_title: 'CEO',
      employer_signed_at: '2026-09-02T10:00:00.000Z',
      created_at: '2026-09-01T10:00:00.000Z',
      assigned: 2,
      signed: 1,
    },
  ],
};

const board: PlanStatusRow[] = [
  {
    rep_email: 'ana@demosolar.example',
    rep_name: 'Ana Lopez',
    status: 'signed',
    assigned_at: '2026-09-03T10:00:00.000Z',
    opened_at: '2026-09-04T10:00:00.000Z',
    signed_at: '2026-09-05T10:00:00.000Z',
    due_date: '2026-10-15',
    signature_id: 77,
  },
];

describe('commission plans in Spanish', () => {
  it('names the list, versions, status board and send form in Spanish', async () => {
    signedInAs(aUser(), {
      'GET /bee/plans': { body: [summary] },
      'GET /bee/plans/5': { body: plan },
      'GET /bee/plans/5/versions/1/signatures': { body: board },
    });
    renderApp('/bee/plans', createQueryClient(), 'es-US');
    await screen.findByRole('heading', { level: 1, name: 'Planes de comisiones' });
    expect(screen.getByRole('button', { name: 'Crear plan' })).toBeTruthy();

    const nav = await screen.findByRole('navigation', { name: 'Planes' });
    fireEvent.click(within(nav).getByRole('button', { name: 'Solar 2026 (v1) · 1/2 firmados' }));
    const versions = await screen.findByRole('table', { name: 'Versiones de Solar 2026' });
    expect(within(versions).getByText('1/10/2026')).toBeTruthy();
    expect(within(versions).getByText('15/10/2026')).toBeTruthy();
    expect(within(versions).getByText('1 de 2')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Subir una versión nueva' })).toBeTruthy();

    fireEvent.click(within(versions).getByRole('button', { name: 'Abrir v1' }));
    expect(await screen.findByText(/^Vigente desde el 1\/10\/2026; 4 páginas\./)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Enviar a los vendedores' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Todos los vendedores' })).toBeTruthy();
    const status = await screen.findByRole('table', {
      name: 'Tablero de estado de Solar 2026 v1',
    });
    expect(within(status).getByText('firmado')).toBeTruthy();
    expect(within(status).getByText('5/9/2026')).toBeTruthy();
    expect(
      within(status).getByRole('button', {
        name: 'Descargar la copia firmada de ana@demosolar.example',
      }),
    ).toBeTruthy();
  });

  it('still reads as before in English', async () => {
    signedInAs(aUser(), {
      'GET /bee/plans': { body: [summary] },
      'GET /bee/plans/5': { body: plan },
      'GET /bee/plans/5/versions/1/signatures': { body: board },
    });
    renderApp('/bee/plans', createQueryClient());
    const nav = await screen.findByRole('navigation', { name: 'Plans' });
    fireEvent.click(within(nav).getByRole('button', { name: 'Solar 2026 (v1) · 1/2 signed' }));
    const versions = await screen.findByRole('table', { name: 'Versions of Solar 2026' });
    expect(within(versions).getByText('2026-10-01')).toBeTruthy();
    expect(within(versions).getByText('1 of 2')).toBeTruthy();
    fireEvent.click(within(versions).getByRole('button', { name: 'Open v1' }));
    expect(await screen.findByText(/^Effective 2026-10-01; 4 pages\. SHA-256/)).toBeTruthy();
    const status = await screen.findByRole('table', { name: 'Status board of Solar 2026 v1' });
    expect(within(status).getByText('signed')).toBeTruthy();
    expect(within(status).getByText('2026-09-05')).toBeTruthy();
  });
});
