import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aRepKeyData, aRepRow, REP } from '../../test/builders';
import { renderApp } from '../../test/render-app';
import { LANGUAGE_STORAGE } from '@commissionbee/ui/i18n/stored-language';

function toolbarLinks(name = 'Main') {
  return within(screen.getByRole('navigation', { name }))
    .getAllByRole('link')
    .map((link) => link.textContent);
}

const calculatorData = (companyFeatures: string[], customFeatures: string[]) =>
  aRepKeyData({
    company: { name: 'Sunny Solar', logo: null, color: null, features: companyFeatures },
    custom_features: customFeatures,
    data: [aRepRow()],
  });

describe('Portal layout', () => {
  it('gives a rep Dash, Paychecks and Customers in the bottom toolbar', async () => {
    renderApp('/bee/dash', { data: aRepKeyData({ data: [aRepRow()] }) });

    await screen.findByRole('heading', { name: 'Dash' });
    expect(toolbarLinks()).toEqual(['Dash', 'Paychecks', 'Customers']);
  });

  it('adds Team Pay for a manager, and a Manager Tools section in the menu', async () => {
    renderApp('/bee/dash', {
      data: aRepKeyData({
        data: [aRepRow(), aRepRow({ rep_email: 'sam@example.com', manager_email: REP.email })],
      }),
    });

    await screen.findByRole('heading', { name: 'Dash' });
    expect(toolbarLinks()).toEqual(['Dash', 'Paychecks', 'Customers', 'Team Pay']);

    const menuButton = screen.getByRole('button', { name: 'Menu' });
    fireEvent.click(menuButton);
    expect(menuButton.getAttribute('aria-expanded')).toBe('true');
    const tools = await screen.findByRole('region', { name: 'Manager Tools' });
    expect(within(tools).getByRole('link', { name: 'Team Pay' }).getAttribute('href')).toBe(
      '/bee/view-as',
    );

    fireEvent.keyDown(document, { key: 'Escape' });
    expect(menuButton.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(menuButton);
  });

  it.each([
    [['whatif-calc'], ['whatif-calc'], true],
    [['whatif-calc'], [], false],
    [[], ['whatif-calc'], false],
  ])(
    'shows Calculator with company features %j and rep features %j: %s',
    async (company, custom, shown) => {
      renderApp('/bee/dash', { data: calculatorData(company, custom) });

      await screen.findByRole('heading', { name: 'Dash' });
      expect(toolbarLinks().includes('Calculator')).toBe(shown);
    },
  );

  it('keeps four tabs at most: a manager with the calculator finds it in the menu', async () => {
    renderApp('/bee/dash', {
      data: aRepKeyData({
        company: { name: 'Sunny Solar', logo: null, color: null, features: ['whatif-calc'] },
        custom_features: ['whatif-calc'],
        data: [aRepRow(), aRepRow({ rep_email: 'sam@example.com', manager_email: REP.email })],
      }),
    });

    await screen.findByRole('heading', { name: 'Dash' });
    expect(toolbarLinks()).toEqual(['Dash', 'Paychecks', 'Customers', 'Team Pay']);
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    expect((await screen.findByRole('link', { name: 'Calculator' })).getAttribute('href')).toBe(
      '/calculator',
    );
  });

  it('switches to Spanish from the menu, remembers it on the device and tells the server', async () => {
    const sut = renderApp('/bee/dash', { data: aRepKeyData({ data: [aRepRow()] }) });

    await screen.findByRole('heading', { name: 'Dash' });
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    fireEvent.change(await screen.findByRole('combobox', { name: 'Language' }), {
      target: { value: 'es-US' },
    });

    expect(await screen.findByRole('heading', { name: 'Inicio' })).toBeTruthy();
    expect(toolbarLinks('Principal')).toEqual(['Inicio', 'Cheques', 'Clientes']);
    expect(document.documentElement.lang).toBe('es-US');
    expect(localStorage.getItem(LANGUAGE_STORAGE)).toBe('es-US');
    await waitFor(() =>
      expect(
        sut.fetchMock.mock.calls.some(([input]) => String(input).endsWith('/bee/rep/language')),
      ).toBe(true),
    );

    // Back to English: the English catalogue is already in hand, so this works offline too.
    fireEvent.change(screen.getByRole('combobox', { name: 'Idioma' }), {
      target: { value: 'en' },
    });
    expect(await screen.findByRole('heading', { name: 'Dash' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('en');
  });

  it('offers Light / Dark / System in the menu and remembers the choice', async () => {
    renderApp('/bee/dash', { data: aRepKeyData({ data: [aRepRow()] }) });

    await screen.findByRole('heading', { name: 'Dash' });
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const theme = await screen.findByRole('group', { name: 'Theme' });
    fireEvent.click(within(theme).getByRole('radio', { name: 'Dark' }));

    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(localStorage.getItem('cb-theme')).toBe('dark');
    fireEvent.click(within(theme).getByRole('radio', { name: 'System' }));
    expect(document.documentElement.dataset.theme).toBeUndefined();
    expect(localStorage.getItem('cb-theme')).toBeNull();
  });

  it('keeps reps without the calculator away from /calculator', async () => {
    const sut = renderApp('/calculator', { data: calculatorData(['whatif-calc'], []) });

    await screen.findByRole('heading', { name: 'Dash' });
    expect(sut.pathname()).toBe('/bee/dash');
  });

  it('loads the calculator on /calculator when both features allow it', async () => {
    renderApp('/calculator', { data: calculatorData(['whatif-calc'], ['whatif-calc']) });

    expect(await screen.findByRole('heading', { name: 'Calculator', level: 1 })).toBeTruthy();
  });

  it('marks the current tab, detail screens included', async () => {
    renderApp('/bee/paychecks', { data: aRepKeyData({ data: [aRepRow()] }) });

    fireEvent.click(await screen.findByRole('button', { name: 'Mar 5 $100.00' }));
    await screen.findByRole('heading', { name: 'Mar 5', level: 1 });

    const current = within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', {
      current: 'page',
    });
    expect(current.textContent).toBe('Paychecks');
  });

  it("shows the rep's name and the product logo when the company has no logo", async () => {
    renderApp('/bee/dash', { data: aRepKeyData({ data: [aRepRow()] }) });

    await screen.findByRole('heading', { name: 'Dash' });
    const banner = screen.getByRole('banner');
    expect(banner.textContent).toContain(REP.name);
    expect(banner.textContent).toContain('CommissionBee');
  });

  it("shows the company's logo when it has one", async () => {
    renderApp('/bee/dash', {
      data: aRepKeyData({
        company: {
          name: 'Sunny Solar',
          logo: 'https://cdn.example.com/sunny.png',
          color: null,
          features: [],
        },
        data: [aRepRow()],
      }),
    });

    expect((await screen.findByRole('img', { name: 'Sunny Solar' })).getAttribute('src')).toBe(
      'https://cdn.example.com/sunny.png',
    );
  });
});
