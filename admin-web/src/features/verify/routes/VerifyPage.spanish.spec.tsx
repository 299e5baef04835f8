// The public document check in Spanish (issue 33): the verdict, the facts and an es-US date.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../app/query-client';
import { mockApi } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';

const LOADING = { timeout: 5000 };

describe('verifying a document in Spanish', () => {
  it('says a statement is authentic and current, who issued it and when', async () => {
    mockApi({
      'GET /verify/ST-1': {
        body: {
          kind: 'statement',
          status: 'current',
          company_name: 'Demo Solar Co.',
          issued_at: '2026-11-28T15:05:00.000Z',
        },
      },
    });
    renderApp('/verify/ST-1', createQueryClient(), 'es-US');
    expect(
      await screen.findByText(
        'Auténtico, y es la revisión vigente de este estado de cuenta.',
        {},
        LOADING,
      ),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Verificar un documento' })).toBeTruthy();
    expect(screen.getByText('Emitido por')).toBeTruthy();
    expect(screen.getByText(/^28 de noviembre de 2026.* UTC$/)).toBeTruthy();
  });

  it('says so when no document has the code', async () => {
    mockApi({
      'GET /verify/ST-0': { status: 404, body: { statusCode: 404, message: 'Not Found' } },
    });
    renderApp('/verify/ST-0', createQueryClient(), 'es-US');
    expect(
      await screen.findByText(/^No se emitió ningún documento con este código\./, {}, LOADING),
    ).toBeTruthy();
  });
});
