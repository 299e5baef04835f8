// The marketing page in Spanish (issue 33): the promise, the three features and the price.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../app/query-client';
import { mockApi } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';

describe('the marketing page in Spanish', () => {
  it('says its promise, features and price in Spanish', async () => {
    mockApi({});
    renderApp('/', createQueryClient(), 'es-US');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Acaba con las quejas por comisiones' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Iniciar sesión' }).getAttribute('href')).toBe(
      '/login',
    );
    const demo = screen.getByRole('link', { name: /^Agenda una demostración/ });
    expect(demo.textContent).toBe('Agenda una demostración (se abre en una pestaña nueva)');
    expect(screen.getByRole('heading', { name: 'Sube tus datos de comisiones' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Precios sencillos' })).toBeTruthy();
    expect(screen.getByText('$9 por usuario al mes')).toBeTruthy();
  });
});
