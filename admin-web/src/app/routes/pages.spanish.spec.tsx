// Small pages in Spanish (issue 33): the temporary-password screen, logging out, the older product's pages.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TOKEN_KEY } from '@commissionbee/shared/api-client';
import { createQueryClient } from '../query-client';
import { aUser } from '../../testing/builders';
import { mockApi } from '../../testing/mock-api';
import { renderApp, signedInAs } from '../../testing/render-app';

describe('small pages in Spanish', () => {
  it('asks for a new password in Spanish', async () => {
    localStorage.setItem(TOKEN_KEY, 'session-token');
    mockApi({ 'GET /me': { body: aUser({ must_change_password: true }) } });
    renderApp('/bee/ledger', createQueryClient(), 'es-US');

    expect(await screen.findByRole('heading', { name: 'Elige una contraseña nueva' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Cerrar sesión' })).toBeTruthy();
  });

  it('says it is logging out in Spanish', async () => {
    localStorage.setItem(TOKEN_KEY, 'jwt-1');
    mockApi({ 'POST /auth/logout': { body: { success: true } } });
    renderApp('/logout', createQueryClient(), 'es-US');

    expect(await screen.findByText('Cerrando sesión...')).toBeTruthy();
  });

  it.each([
    ['/structures', 'Estructuras', 'En construcción.'],
    ['/variables', 'Variables de vendedor', /^Muy pronto: valores por vendedor/],
    ['/overrides', 'Ajustes manuales', /^Muy pronto: sobrecomisiones/],
  ])('names %s in Spanish', async (url, heading, body) => {
    signedInAs(aUser({ super: true }));
    renderApp(url, createQueryClient(), 'es-US');

    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
    expect(screen.getByText(body)).toBeTruthy();
  });
});
