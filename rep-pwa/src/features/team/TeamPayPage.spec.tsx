import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { aRepKeyData, aRepRow } from '../../test/builders';
import { renderApp } from '../../test/render-app';
import * as spanish from 'virtual:cb-catalogue/rep/es-US';

const MANAGER = { rep_name: 'Morgan Manager', rep_email: 'morgan@example.com' };
const BOB = {
  rep_name: 'Bob Builder',
  rep_email: 'bob@example.com',
  manager_email: 'Morgan@Example.com ',
};
const ALICE = {
  rep_name: 'Alice Able',
  rep_email: 'alice@example.com',
  manager_email: 'morgan@example.com',
};

const managerData = aRepKeyData({
  email: MANAGER.rep_email,
  data: [
    aRepRow({ ...MANAGER, item_name: 'Morgan Ranch', pay_date: '2024-03-05', amount: 900 }),
    aRepRow({ ...BOB, item_name: 'Bob Barn', pay_date: '2024-03-19', amount: 111 }),
    aRepRow({ ...BOB, item_name: 'Bob Barn', pay_date: '2024-04-02', amount: 222 }),
    aRepRow({ ...ALICE, item_name: 'Alice Attic', pay_date: '2024-03-05', amount: 333 }),
  ],
});

async function teamList() {
  const list = await screen.findByRole('list', { name: 'Team members' });
  return within(list).getAllByRole('button');
}

/** The person a Team Pay row is for ('Morgan Manager (Manager)'), without the figures. */
const who = (button: HTMLElement) => button.querySelector('.rep-team__who')?.textContent;

describe('Team Pay', () => {
  it('lists the team sorted by name with the current user marked (Manager)', async () => {
    renderApp('/bee/view-as', { data: managerData });

    expect(await screen.findByText('Login as one of your team members:')).toBeTruthy();
    expect((await teamList()).map(who)).toEqual([
      'Alice Able',
      'Bob Builder',
      'Morgan Manager (Manager)',
    ]);
  });

  it("shows each member's latest paycheck and year to date", async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(2024, 5, 1) });
    renderApp('/bee/view-as', { data: managerData });
    const rows = await teamList();
    expect(rows.map((row) => row.querySelector('.rep-team__pay')?.textContent)).toEqual([
      'Latest $333.00 · Mar 5Year to date $333.00',
      'Latest $222.00 · Apr 2Year to date $333.00',
      'Latest $900.00 · Mar 5Year to date $900.00',
    ]);
    vi.useRealTimers();
  });

  it('shows what is pending for a member who has PENDING lines', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(2024, 5, 1) });
    const data = aRepKeyData({
      ...managerData,
      data: [...managerData.data, aRepRow({ ...BOB, pay_date: 'PENDING', amount: 50.25 })],
    });
    renderApp('/bee/view-as', { data });
    const bob = (await teamList()).find((button) => who(button) === 'Bob Builder')!;
    expect(bob.querySelector('.rep-team__pay')?.textContent).toBe(
      'Latest $222.00 · Apr 2Year to date $333.00Pending $50.25',
    );
    vi.useRealTimers();
  });

  it("says when a member's pay cannot be loaded, and loads it on Try again", async () => {
    const sut = renderApp('/bee/view-as', { data: managerData });
    const list = await teamList();
    const server = sut.fetchMock.getMockImplementation()!;
    sut.fetchMock.mockImplementation(async (input, init) => {
      if (String(input).includes('/team/')) throw new TypeError('Failed to fetch');
      return server(input, init);
    });
    fireEvent.click(list.find((button) => who(button) === 'Bob Builder')!);

    expect(
      await screen.findByText(
        "Bob Builder's pay could not be loaded. Check your connection and try again.",
      ),
    ).toBeTruthy();
    sut.fetchMock.mockImplementation(server);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect((await screen.findByRole('link', { name: /Latest Paycheck/ })).textContent).toContain(
      '$222.00',
    );
  });

  it('filters the team by the search box', async () => {
    renderApp('/bee/view-as', { data: managerData });
    await teamList();

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search team members' }), {
      target: { value: 'bob' },
    });

    expect((await teamList()).map(who)).toEqual(['Bob Builder']);
  });

  it('sends a rep who manages nobody to the Dash', async () => {
    const sut = renderApp('/bee/view-as', { data: aRepKeyData({ data: [aRepRow()] }) });

    await screen.findByRole('heading', { name: 'Dash' });
    expect(sut.pathname()).toBe('/bee/dash');
    expect(screen.queryByRole('link', { name: 'Team Pay' })).toBeNull();
  });

  it("shows a picked member's pay everywhere until the manager goes back to their own", async () => {
    const sut = renderApp('/bee/dash', { data: managerData });
    fireEvent.click(await screen.findByRole('link', { name: 'Team Pay' }));

    fireEvent.click((await teamList()).find((button) => who(button) === 'Bob Builder')!);

    expect(sut.pathname()).toBe('/bee/dash');
    // Bob's lines load when his pay is opened: the first answer held only his summary.
    expect(await screen.findByText("Getting Bob Builder's pay.")).toBeTruthy();
    expect(screen.getByText('Viewing As Bob Builder')).toBeTruthy();
    expect(screen.getByRole('banner').textContent).toContain('Bob Builder');
    expect((await screen.findByRole('link', { name: /Latest Paycheck/ })).textContent).toContain(
      '$222.00',
    );
    expect(
      sut.fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://x').pathname),
    ).toContain('/api/bee/rep-key-data/team/bob%40example.com');

    fireEvent.click(screen.getByRole('link', { name: 'Customers' }));
    expect(
      within(await screen.findByRole('list', { name: 'Customers' }))
        .getAllByRole('button')
        .map((b) => b.querySelector('.rep-customer__name')?.textContent),
    ).toEqual(['Bob Barn']);
    expect(screen.getByText('Viewing As Bob Builder')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Back to my pay' }));

    expect(screen.queryByText(/Viewing As/)).toBeNull();
    expect(
      within(screen.getByRole('list', { name: 'Customers' }))
        .getAllByRole('button')
        .map((b) => b.querySelector('.rep-customer__name')?.textContent),
    ).toEqual(['Morgan Ranch']);
    expect(screen.getByRole('banner').textContent).toContain('Morgan Manager');
  });

  it('picking themselves returns the manager to their own pay', async () => {
    renderApp('/bee/view-as', { data: managerData });
    fireEvent.click((await teamList()).find((button) => who(button) === 'Alice Able')!);
    expect(await screen.findByText('Viewing As Alice Able')).toBeTruthy();

    fireEvent.click(screen.getByRole('link', { name: 'Team Pay' }));
    fireEvent.click(
      (await teamList()).find((button) => who(button) === 'Morgan Manager (Manager)')!,
    );

    expect(screen.queryByText(/Viewing As/)).toBeNull();
    expect(screen.getByRole('link', { name: /Latest Paycheck/ }).textContent).toContain('$900.00');
  });

  it('shows the team in Spanish, pay dates as es-US writes them', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(2024, 5, 1) });
    renderApp('/bee/view-as', {
      data: managerData,
      language: { code: 'es-US', pack: spanish },
    });

    expect(await screen.findByRole('heading', { name: 'Equipo', level: 1 })).toBeTruthy();
    expect(screen.getByText('Entra como alguien de tu equipo:')).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Miembros del equipo' });
    const rows = within(list).getAllByRole('button');
    expect(rows.map(who)).toEqual(['Alice Able', 'Bob Builder', 'Morgan Manager (Gerente)']);
    expect(rows.map((row) => row.querySelector('.rep-team__pay')?.textContent)).toEqual([
      'Último $333.00 · 5 marEn lo que va del año $333.00',
      'Último $222.00 · 2 abrEn lo que va del año $333.00',
      'Último $900.00 · 5 marEn lo que va del año $900.00',
    ]);
    vi.useRealTimers();

    fireEvent.change(screen.getByRole('searchbox', { name: 'Buscar en tu equipo' }), {
      target: { value: 'zebra' },
    });
    expect(screen.getByText('No hay resultados para zebra')).toBeTruthy();
  });
});
